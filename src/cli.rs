//! The `trailpad` command line (placeholder until the CLI lands).
