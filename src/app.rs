//! The eframe desktop app.

/// Opens the desktop score pad.
pub fn run() -> anyhow::Result<()> {
    anyhow::bail!("the desktop app is not built yet; use `trailpad score` or `trailpad check`")
}
