//! A request's body, read within [`BODY_READ_TIMEOUT`]: a client that sends
//! its headers at once and then its body a byte a second would otherwise
//! hold a connection (and a worker's attention) for as long as it likes.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use std::time::Duration;

/// How long a request's whole body may take to arrive once its headers
/// are in: a phone's few dozen bytes come with them.
pub const BODY_READ_TIMEOUT: Duration = Duration::from_secs(4);

/// The body of a request, whole, read in time (else `408`, and the
/// connection is closed); its size is bounded by the router's limit.
#[derive(Debug)]
pub(in crate::table) struct TimedBody(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for TimedBody {
    type Rejection = Response;

    async fn from_request(request: Request, state: &S) -> Result<TimedBody, Response> {
        match tokio::time::timeout(BODY_READ_TIMEOUT, Bytes::from_request(request, state)).await {
            Ok(Ok(bytes)) => Ok(TimedBody(bytes)),
            Ok(Err(refused)) => Err(refused.into_response()),
            Err(_) => {
                let mut response = (StatusCode::REQUEST_TIMEOUT, "the request's body did not arrive in time")
                    .into_response();
                // The rest of the body is not waited for.
                response
                    .headers_mut()
                    .insert(axum::http::header::CONNECTION, axum::http::HeaderValue::from_static("close"));
                Err(response)
            }
        }
    }
}
