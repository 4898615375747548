//! Why a request's body was refused (HTTP 400): one typed reason per way a
//! phone or the host can get a body wrong. The words are the API's own
//! (field names, allowed values), sent after the translated "bad request"
//! sentence; nothing from the body is echoed unescaped.

/// A request body that is not what the endpoint takes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BodyError {
    /// Not JSON of the endpoint's shape; the JSON reader's own words.
    #[error("{0}")]
    Json(String),
    /// A trail without both of its hexes.
    #[error("a trail needs \"from\" and \"to\"")]
    TrailNeedsEnds,
    /// Hexes given for a pass or a take-back.
    #[error("only a trail has \"from\" and \"to\"")]
    OnlyTrailHasEnds,
    /// A revealed card that is no terrain card.
    #[error("cards are desert, forest, mountain, water or any")]
    UnknownCard,
    /// A village letter that is not one of A–E (escaped for any terminal).
    #[error("{0:?} is not a village letter A to E")]
    NotAVillageLetter(String),
    /// A red card that is no sight.
    #[error("\"red\" is one of obelisk, book, toucan, yeti, sea_monster")]
    UnknownRedCard,
    /// A card taken at the table must be exactly one blue or one red card.
    #[error("a taken card has either \"blue\" or \"red\"")]
    TakenNeedsOneCard,
    /// The solo reshuffle names only the blue cards kept.
    #[error("a reshuffle has only \"kept\"")]
    ReshuffleOnlyKept,
    /// A New York claim or take-back names its route, and nothing else.
    #[error("a claim or a take-back has \"route\" only")]
    RouteOnly,
    /// New York tickets name those drawn and those kept, and nothing else.
    #[error("tickets have \"drawn\" and \"kept\" only")]
    DrawnAndKept,
    /// An action that takes no other field.
    #[error("this action has no other field")]
    NothingMore,
}

impl From<serde_json::Error> for BodyError {
    fn from(e: serde_json::Error) -> BodyError {
        BodyError::Json(e.to_string())
    }
}
