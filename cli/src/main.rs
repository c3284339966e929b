//! The `jetan` command: `jetan --help` lists its subcommands. The code is
//! the `jetan_cli` library beside this file, so that its tests reach it.

fn main() -> std::process::ExitCode {
    jetan_cli::command::main()
}
