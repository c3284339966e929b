//! The `jetan-web` program: reads its options, opens the database, binds
//! and serves until stopped.

use jetan_web::args::Args;
use jetan_web::{App, router};
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match Args::parse(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            print!("{}", jetan_web::args::USAGE);
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("jetan-web: {message}\n\n{}", jetan_web::args::USAGE);
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("jetan-web: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(serve(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("jetan-web: {message}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(args: Args) -> Result<(), String> {
    let app = App::open(&args.db).map_err(|e| format!("cannot open {}: {e}", args.db.display()))?;
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", args.listen))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address bound: {e}"))?;
    // The first line, flushed at once: scripts and tests wait for it to
    // learn the port (`--listen 127.0.0.1:0`).
    let mut stdout = std::io::stdout();
    writeln!(stdout, "listening on http://{address}")
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("cannot write to standard output: {e}"))?;
    app.resume_engines();
    app.watch_presence();
    // Ctrl-C ends the server at once, not gracefully: an event stream
    // never ends by itself, so a graceful end would wait for every watcher
    // to leave, and every answered move is already committed.
    tokio::select! {
        served = axum::serve(listener, router(app)) => served.map_err(|e| format!("serving: {e}")),
        _ = tokio::signal::ctrl_c() => Ok(()),
    }
}
