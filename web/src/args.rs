//! The command line: `[--listen ADDRESS:PORT] [--db PATH]`.

use std::net::SocketAddr;
use std::path::PathBuf;

/// What `--help` prints.
pub const USAGE: &str = "\
usage: jetan-web [--listen ADDRESS:PORT] [--db PATH]

Serves the Jetan page and its JSON interface (web/README.md).
  --listen ADDRESS:PORT  where to listen (default 127.0.0.1:8080; port 0
                         picks a free one); the first line printed is
                         `listening on http://ADDRESS:PORT`
  --db PATH              the SQLite database of the games (default
                         jetan-web.sqlite3 in the current directory)
";

/// The server's options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Args {
    /// Where to listen.
    pub listen: SocketAddr,
    /// The database file.
    pub db: PathBuf,
}

impl Default for Args {
    fn default() -> Args {
        Args {
            // Only this machine, unless told otherwise.
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            db: PathBuf::from("jetan-web.sqlite3"),
        }
    }
}

impl Args {
    /// Reads the options (without the program's name); `Ok(None)` for
    /// `--help`.
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Option<Args>, String> {
        let mut out = Args::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) if name.starts_with("--") => {
                    (name.to_string(), Some(value.to_string()))
                }
                _ => (arg, None),
            };
            let mut value = |name: &str| {
                inline
                    .clone()
                    .or_else(|| args.next())
                    .ok_or_else(|| format!("{name} needs a value"))
            };
            match name.as_str() {
                "--help" | "-h" => return Ok(None),
                "--listen" => {
                    let text = value("--listen")?;
                    out.listen = text.parse().map_err(|_| {
                        format!("--listen: {text:?} is not ADDRESS:PORT (127.0.0.1:8080)")
                    })?;
                }
                "--db" => out.db = PathBuf::from(value("--db")?),
                other => return Err(format!("unknown option {other:?}")),
            }
        }
        Ok(Some(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Option<Args>, String> {
        Args::parse(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn defaults_bind_this_machine_only() {
        let args = parse(&[]).unwrap().unwrap();
        assert_eq!(args.listen.to_string(), "127.0.0.1:8080");
        assert_eq!(args.db, PathBuf::from("jetan-web.sqlite3"));
    }

    #[test]
    fn options_in_either_form() {
        let args = parse(&["--listen", "0.0.0.0:0", "--db=/tmp/x.db"])
            .unwrap()
            .unwrap();
        assert_eq!(args.listen.to_string(), "0.0.0.0:0");
        assert_eq!(args.db, PathBuf::from("/tmp/x.db"));
        assert_eq!(parse(&["--help"]), Ok(None));
        assert!(parse(&["--listen"]).unwrap_err().contains("needs a value"));
        assert!(
            parse(&["--listen", "8080"])
                .unwrap_err()
                .contains("ADDRESS:PORT")
        );
        assert!(
            parse(&["--port", "1"])
                .unwrap_err()
                .contains("unknown option")
        );
    }
}
