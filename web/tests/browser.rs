//! The page in a real browser: headless Chromium driven over WebDriver
//! (chromedriver) against the server binary on a free port with a fresh
//! database.
//!
//! They need `chromium` and `chromedriver`, so `cargo test` leaves them out
//! (`#[ignore = "needs chromium"]`); run them with `cargo test -p jetan-web
//! --test browser -- --include-ignored` (`.ci/run` installs both and does),
//! where a missing browser fails them. They take screenshots of the
//! page on the way, into `target/tmp/screenshots/`, or with
//! `JETAN_WEB_SCREENSHOTS=1` into `web/docs/` (the README's pictures:
//! `desktop.png`, `phone.png`, `duel.png`).

#[path = "browser/webdriver.rs"]
mod webdriver;

use jetan::Position;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use webdriver::{Result, Session};

/// The server's database file in the test's scratch directory.
const DATABASE: &str = "games.sqlite3";

/// Long enough for a loaded 2-core machine; a passing step takes far less.
const PATIENCE: Duration = Duration::from_secs(30);

/// The browser's flags: headless, and nothing that reaches the network or
/// the user's profile.
const CHROMIUM_FLAGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1280,900",
];

/// A program on the `PATH` (or at `/usr/bin`).
fn program(name: &str) -> Option<PathBuf> {
    let dirs = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&dirs)
        .chain([PathBuf::from("/usr/bin")])
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// A scratch directory of this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jetan-web-browser-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Children killed (by their own handle) when the test ends, however it
/// ends.
struct Kill(Child);

impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The server, chromedriver and a browser session on the page.
struct Browser {
    // Field order is drop order: the session closes before its driver.
    session: Session,
    _driver: Kill,
    server: Kill,
    base: String,
    dir: PathBuf,
}

impl Browser {
    /// The server, chromedriver and a session for the test `name`; panics
    /// when chromium or chromedriver is missing.
    fn start(name: &str) -> Browser {
        let (Some(chromium), Some(driver)) = (
            program("chromium").or_else(|| program("chromium-browser")),
            program("chromedriver"),
        ) else {
            panic!(
                "browser test {name}: chromium or chromedriver is missing: apt-get install -y chromium chromium-driver"
            );
        };
        let dir = scratch(name);
        let (server, base) = start_server(&dir.join(DATABASE));
        let port = free_port();
        let driver = Kill(
            Command::new(driver)
                .arg(format!("--port={port}"))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("chromedriver starts"),
        );
        wait_for_driver(port);
        let mut args: Vec<String> = CHROMIUM_FLAGS.iter().map(|s| s.to_string()).collect();
        args.push(format!("--user-data-dir={}", dir.join("profile").display()));
        let session = Session::new(
            port,
            json!({
                "browserName": "chrome",
                "goog:chromeOptions": {"binary": chromium, "args": args},
            }),
        )
        .expect("a browser session");
        Browser {
            session,
            _driver: driver,
            server,
            base,
            dir,
        }
    }
}

/// Runs `play` in a browser of its own; its error fails the test.
fn run(name: &str, play: impl FnOnce(&mut Browser) -> Result<()>) {
    let mut b = Browser::start(name);
    if let Err(e) = play(&mut b) {
        // The page as it stood, to see what went wrong.
        let _ = save_screenshot(&b.session, &format!("failed-{name}.png"));
        panic!("{name}: {e}");
    }
}

impl Browser {
    /// Stops the server and starts it again on the same database (on
    /// another port: the page's address changes, its games do not).
    fn restart_server(&mut self) {
        let _ = self.server.0.kill();
        let _ = self.server.0.wait();
        let (server, base) = start_server(&self.dir.join(DATABASE));
        self.server = server;
        self.base = base;
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The server binary on a free port; its address from the first line it
/// prints (`listening on http://...`, WEB.md).
fn start_server(db: &Path) -> (Kill, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jetan-web"))
        .args(["--listen", "127.0.0.1:0", "--db"])
        .arg(db)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server starts");
    let mut out = BufReader::new(child.stdout.take().expect("its output"));
    let mut line = String::new();
    out.read_line(&mut line).expect("its first line");
    let base = line
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("the first line says where it listens, not {line:?}"))
        .to_string();
    // Whatever it prints later must not fill the pipe and stop it.
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    (Kill(child), base)
}

fn wait_for_driver(port: u16) {
    for _ in 0..200 {
        if let Ok((200, body)) = webdriver::http(port, "GET", "/status", None) {
            let v: Value = serde_json::from_slice(&body).unwrap_or_default();
            if v["value"]["ready"] == json!(true) {
                return;
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("chromedriver did not become ready on port {port}");
}

// ---- What the tests read and do on the page ----

/// The rendered text of what `selector` finds (found again if stale).
fn text(s: &Session, selector: &str) -> Result<String> {
    fresh(s, selector, |s, e| s.text(e))
}

/// Clicks what `selector` finds. The page redraws the board whenever the
/// game or its legal moves arrive, so an element found a moment before may
/// have been replaced: then it is found again.
fn click(s: &Session, selector: &str) -> Result<()> {
    fresh(s, selector, |s, e| s.click(e))
}

/// Moves the pointer onto what `selector` finds (found again if stale).
fn hover(s: &Session, selector: &str) -> Result<()> {
    fresh(s, selector, |s, e| s.hover(e))
}

fn fresh<T>(
    s: &Session,
    selector: &str,
    act: impl Fn(&Session, &webdriver::Element) -> Result<T>,
) -> Result<T> {
    let mut tries = 0;
    loop {
        match act(s, &s.find(selector)?) {
            Err(e) if e.contains("stale element") && tries < 10 => tries += 1,
            done => return done,
        }
    }
}

fn click_square(s: &Session, square: &str) -> Result<()> {
    click(s, &format!("#board rect[data-square=\"{square}\"]"))
}

/// The move list's texts, in order.
fn move_list(s: &Session) -> Result<Vec<String>> {
    let v = s.execute(
        "return [...document.querySelectorAll('#move-list .move')].map(b => b.textContent)",
        json!([]),
    )?;
    Ok(serde_json::from_value(v).unwrap_or_default())
}

/// The squares lit as destinations of the picked piece, sorted.
fn lit(s: &Session) -> Result<Vec<String>> {
    let v = s.execute(
        "return [...document.querySelectorAll('#board rect.dest')].map(r => r.dataset.square).sort()",
        json!([]),
    )?;
    Ok(serde_json::from_value(v).unwrap_or_default())
}

fn count(s: &Session, selector: &str) -> Result<usize> {
    Ok(s.find_all(selector)?.len())
}

fn wait_moves(s: &Session, n: usize) -> Result<Vec<String>> {
    s.wait(&format!("{n} moves in the move list"), PATIENCE, |s| {
        let moves = move_list(s)?;
        Ok((moves.len() >= n).then_some(moves))
    })
}

/// Waits until the page's status line contains `needle`.
fn wait_status(s: &Session, needle: &str) -> Result<String> {
    s.wait(&format!("the status to say {needle:?}"), PATIENCE, |s| {
        let t = text(s, "#status")?;
        Ok(t.contains(needle).then_some(t))
    })
}

/// Waits until the page has the legal moves of the position shown (the
/// prompt to pick a piece appears once they are loaded).
fn wait_ready(s: &Session) -> Result<()> {
    s.wait("the page to offer a move", PATIENCE, |s| {
        Ok(text(s, "#selection")?
            .starts_with("Pick a piece")
            .then_some(()))
    })
}

/// Whether the board is turned: a1 to the right of j10 and above it.
fn board_turned(s: &Session) -> Result<Value> {
    s.execute(
        "const a = document.querySelector('#board rect[data-square=\"a1\"]'), j = document.querySelector('#board rect[data-square=\"j10\"]');\
         return +a.getAttribute('x') > +j.getAttribute('x') && +a.getAttribute('y') < +j.getAttribute('y')",
        json!([]),
    )
}

/// Picks an `<option>` as a user does, by clicking it.
fn choose(s: &Session, select: &str, value: &str) -> Result<()> {
    click(s, &format!("{select} option[value=\"{value}\"]"))
}

/// Whether the new-game dialog is open.
fn new_game_dialog_open(s: &Session) -> Result<bool> {
    s.execute("return document.getElementById('new-game').open", json!([]))?
        .as_bool()
        .ok_or_else(|| "the page has the new-game dialog".to_string())
}

/// Opens the page and waits for the new-game dialog: a first visit has no
/// game, and the dialog opens by itself.
fn first_visit(b: &Browser) -> Result<()> {
    b.session.goto(&format!("{}/", b.base))?;
    b.session.wait("the new-game dialog", PATIENCE, |s| {
        Ok(new_game_dialog_open(s)?.then_some(()))
    })
}

/// Opens the new-game dialog if it is not open.
fn open_new_game_dialog(s: &Session) -> Result<()> {
    if !new_game_dialog_open(s)? {
        click(s, "#new-game-button")?;
    }
    Ok(())
}

/// Opens the dialog's Rules section and picks `preset` (a name of the
/// crate's presets: `appendix`, `manator`), and under duels how they are
/// decided.
fn rules_in_dialog(s: &Session, preset: &str, duels: Option<&str>) -> Result<()> {
    let open = s.execute(
        "return document.getElementById('rules-details').open",
        json!([]),
    )?;
    if open != json!(true) {
        click(s, "#rules-details summary")?;
    }
    choose(s, "#preset-select", preset)?;
    if let Some(d) = duels {
        choose(s, "#duels-select", d)?;
        save_screenshot(s, "dialog.png")?;
    }
    Ok(())
}

fn wait_dialog_closed(s: &Session) -> Result<()> {
    s.wait("the dialog to close", PATIENCE, |s| {
        Ok((!new_game_dialog_open(s)?).then_some(()))
    })
}

/// Starts a game against the computer at `level` (`1` to `6`), the person
/// playing `side`, under `preset`.
fn play_the_computer(s: &Session, preset: &str, level: &str, side: &str) -> Result<()> {
    open_new_game_dialog(s)?;
    rules_in_dialog(s, preset, None)?;
    choose(s, "#strength-choice", level)?;
    choose(s, "#side-choice", side)?;
    click(s, "#play-computer")?;
    wait_dialog_closed(s)
}

/// Starts a game between two people under `preset`.
fn play_a_friend(s: &Session, preset: &str, duels: Option<&str>) -> Result<()> {
    open_new_game_dialog(s)?;
    rules_in_dialog(s, preset, duels)?;
    click(s, "#play-friend")?;
    wait_dialog_closed(s)
}

/// Whether the dialog `id` is open.
fn dialog_open(s: &Session, id: &str) -> Result<bool> {
    Ok(s.execute(
        "return document.getElementById(arguments[0]).open",
        json!([id]),
    )? == json!(true))
}

/// Waits for the dialog `id` to open.
fn wait_dialog(s: &Session, id: &str) -> Result<()> {
    s.wait(&format!("the dialog {id}"), PATIENCE, |s| {
        Ok(dialog_open(s, id)?.then_some(()))
    })
}

/// Makes a game from a record whose start is the position `text` (both
/// seats people, this browser holding both), and waits for it.
fn game_from_position(b: &Browser, name: &str, text: &str, pieces: usize) -> Result<()> {
    let s = &b.session;
    let file = b.dir.join(name);
    std::fs::write(&file, format!("[Position \"{text}\"]\n\n*\n")).map_err(|e| e.to_string())?;
    s.send_keys(&s.find("#record-file")?, &file.display().to_string())?;
    s.wait("the game from the record", PATIENCE, |s| {
        Ok((count(s, "#board .piece")? == pieces).then_some(()))
    })?;
    wait_ready(s)
}

fn save_screenshot(s: &Session, name: &str) -> Result<()> {
    let png = s.screenshot()?;
    // The PNG signature (RFC 2083 section 3.1).
    if !png.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Err(format!("the screenshot {name} is not a PNG"));
    }
    // The README's pictures are rewritten only when asked for, so that a
    // test run leaves the tree as it was.
    let dir = if std::env::var_os("JETAN_WEB_SCREENSHOTS").is_some() {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs")
    } else {
        Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots")
    };
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).map_err(|e| e.to_string())?;
    std::fs::write(&path, png).map_err(|e| format!("{}: {e}", path.display()))
}

// ---- The tests ----

/// Against the engine: the dialog, moves by clicking, the destinations
/// and path a player sees, the engine's reply, an illegal attempt, the
/// keyboard, the Princess's escape, a reload, and the screenshots.
#[test]
#[ignore = "needs chromium"]
fn a_game_against_the_engine() {
    run("engine", play_against_the_engine);
}

fn play_against_the_engine(b: &mut Browser) -> Result<()> {
    let s = &b.session;
    first_visit(b)?;
    // A first visit: two buttons and a strength, the rules folded away.
    let rules_open = s.execute(
        "return document.getElementById('rules-details').open",
        json!([]),
    )?;
    if rules_open != json!(false) {
        return Err("the rules are folded under one section at first".into());
    }
    save_screenshot(s, "first-visit.png")?;
    play_the_computer(s, "appendix", "1", "black")?;
    wait_status(s, "Black to move")?;
    wait_ready(s)?;
    // Nothing comes from anywhere but this server: the page works offline.
    let own = s.execute(
        "return performance.getEntriesByType('resource').every(e => e.name.startsWith(location.origin + '/'))",
        json!([]),
    )?;
    if own != json!(true) {
        return Err("the page loads only from its own server".into());
    }
    // 40 pieces on their squares (RULES.md 2), the Chief on e1.
    if count(s, "#board .piece")? != 40 {
        return Err("the start position shows 40 pieces".into());
    }
    if count(s, "#board .piece[data-on=\"e1\"][data-piece=\"c\"]")? != 1 {
        return Err("Black's Chief stands on e1".into());
    }

    // The Panthan on b2 steps forward or diagonally forward; a2 and c2
    // hold its own pieces (RULES.md 3): a3, b3, c3.
    click_square(s, "b2")?;
    let dests = lit(s)?;
    if dests != ["a3", "b3", "c3"] {
        return Err(format!("the Panthan on b2 lights a3 b3 c3, not {dests:?}"));
    }
    // The Flier on d1 jumps three diagonal steps: a4, c4, e4, g4 (the
    // others are its own pieces or off the board), and g4 only by
    // d1-e2-f3-g4, which the pointer on g4 shows.
    click_square(s, "d1")?;
    let dests = lit(s)?;
    if dests != ["a4", "c4", "e4", "g4"] {
        return Err(format!("the Flier on d1 lights a4 c4 e4 g4, not {dests:?}"));
    }
    hover(s, "#board rect[data-square=\"g4\"]")?;
    let path = s.wait("the hovered path", PATIENCE, |s| {
        let v = s.execute(
            "return [...document.querySelectorAll('#board .hover-path [data-path]')].map(r => r.dataset.path)",
            json!([]),
        )?;
        let p: Vec<String> = serde_json::from_value(v).unwrap_or_default();
        Ok((!p.is_empty()).then_some(p))
    })?;
    if path != ["d1", "e2", "f3", "g4"] {
        return Err(format!("the path to g4 is d1 e2 f3 g4, not {path:?}"));
    }

    // The Princess on f1: her escape is a button of its own; it lights the
    // 40 squares of RULES.md 8 (92 moves from the start, 40 of them
    // escapes).
    click_square(s, "f1")?;
    let bar_hidden = s.execute(
        "return document.getElementById('selection-bar').hidden",
        json!([]),
    )?;
    if bar_hidden != json!(false) {
        return Err("the escape is offered when the Princess is picked".into());
    }
    click(s, "#escape-button")?;
    let marks = count(s, "#board .escape-mark")?;
    if marks != 40 {
        return Err(format!("her escape lights 40 squares, not {marks}"));
    }
    click(s, "#escape-button")?;
    click_square(s, "f1")?;

    // A move by clicking, then the engine's reply in the move list.
    click_square(s, "b2")?;
    click_square(s, "b3")?;
    let moves = wait_moves(s, 2)?;
    if moves[0] != "Nb2-b3" {
        return Err(format!("the first move reads Nb2-b3, not {:?}", moves[0]));
    }
    // Orange's reply: an Orange piece (ranks 9 and 10 at the start) in
    // algebraic text, `Nb9-b8` or the like.
    let reply = &moves[1];
    if !is_orange_opening_move(reply) {
        return Err(format!(
            "the engine's reply is an Orange move in algebraic text, not {reply:?}"
        ));
    }
    wait_status(s, "your move")?;
    wait_ready(s)?;
    if count(s, "#board .last-move .path-square.end")? != 1 {
        return Err("the last move is drawn with its end".into());
    }
    // The picture for the README: the last move, a picked Flier's
    // destinations and the path to one of them.
    click_square(s, "d1")?;
    hover(s, "#board rect[data-square=\"e4\"]")?;
    save_screenshot(s, "desktop.png")?;
    click_square(s, "d1")?;

    // An illegal attempt: the Panthan on c2 to c5 is not lit; the page
    // sends it and shows the crate's reason.
    click_square(s, "c2")?;
    click_square(s, "c5")?;
    // The reason's words before where the piece could go, which depends
    // on the moves played so far.
    let crate_words = Position::default()
        .parse_move("c2c5")
        .expect_err("a Panthan steps once")
        .to_string()
        .split(": the ")
        .next()
        .unwrap_or_default()
        .to_string();
    let message = s.wait("the illegal move's message", PATIENCE, |s| {
        let m = text(s, "#message")?;
        Ok((!m.is_empty()).then_some(m))
    })?;
    if !message.contains(&crate_words) || !message.contains("c2c5") {
        return Err(format!(
            "the message gives the crate's reason {crate_words:?}: {message:?}"
        ));
    }
    if move_list(s)?.len() != 2 {
        return Err("an illegal attempt plays nothing".into());
    }

    // What the page shows is text, never markup: a move box entry that is
    // HTML comes back in the error as text.
    let input = s.find("#move-input")?;
    s.send_keys(&input, "<img src=x id=injected>\u{E007}")?;
    s.wait("the bad move text's message", PATIENCE, |s| {
        Ok(text(s, "#message")?.contains("<img").then_some(()))
    })?;
    if count(s, "#injected")? != 0 {
        return Err("text from the server became an element".into());
    }
    s.execute(
        "document.getElementById('move-input').value = ''",
        json!([]),
    )?;

    // By keyboard: the cursor starts on e1 after a load; up to e2, Enter
    // picks the Panthan, up to e3, Enter plays e2-e3.
    s.refresh()?;
    wait_ready(s)?;
    let reloaded = move_list(s)?;
    if reloaded != moves {
        return Err(format!(
            "after a reload the same game: {moves:?}, not {reloaded:?}"
        ));
    }
    let board = s.find("#board")?;
    s.send_keys(&board, "\u{E013}\u{E007}\u{E013}\u{E007}")?;
    let moves = wait_moves(s, 4)?;
    if moves[2] != "Ne2-e3" {
        return Err(format!("the keyboard played Ne2-e3, not {:?}", moves[2]));
    }
    wait_ready(s)?;

    // The engine's last report stays on the page: its depth and line.
    let thinking = text(s, "#thinking")?;
    if !thinking.contains("Orange thought: depth") {
        return Err(format!("the engine's thinking is shown: {thinking:?}"));
    }
    // The position text is the server's.
    let id = s.execute(
        "return new URLSearchParams(location.hash.slice(1)).get('game')",
        json!([]),
    )?;
    let id = id.as_str().unwrap_or_default().to_string();
    let served = s.execute(
        "return fetch('/api/games/' + arguments[0]).then(r => r.json()).then(g => g.position)",
        json!([id]),
    )?;
    let shown = s.execute(
        "return document.getElementById('position-text').value",
        json!([]),
    )?;
    if served != shown || shown.as_str().is_none_or(str::is_empty) {
        return Err(format!(
            "the position text {shown} is the server's {served}"
        ));
    }
    // The record to download holds the moves in algebraic text.
    let record = s.execute(
        "return fetch(document.getElementById('record-link').href).then(r => r.text())",
        json!([]),
    )?;
    if !record.as_str().unwrap_or_default().contains("Nb2-b3") {
        return Err(format!("the record holds the first move: {record}"));
    }
    // A hint: a move in algebraic text, its path on the board.
    click(s, "#hint-button")?;
    let hint = s.wait("the hint", PATIENCE, |s| {
        let t = text(s, "#hint-line")?;
        Ok(t.starts_with("Hint: ").then_some(t))
    })?;
    if count(s, "#board .hint-path .path-square.end")? != 1 {
        return Err(format!("the hint {hint:?} is drawn on the board"));
    }
    // Undo takes back Black's move and the engine's reply.
    click(s, "#undo-button")?;
    s.wait("two moves taken back", PATIENCE, |s| {
        Ok((move_list(s)?.len() == 2).then_some(()))
    })?;
    if count(s, "#board .piece[data-on=\"e2\"]")? != 1 {
        return Err("after the undo the Panthan is back on e2".into());
    }
    // The engine's report was of a position taken back: it went with it.
    let thinking = text(s, "#thinking")?;
    if !thinking.trim().is_empty() {
        return Err(format!(
            "the thinking line of a discarded position stays: {thinking:?}"
        ));
    }
    wait_ready(s)?;

    // A new strength for the engine, said on the page: the strongest,
    // long enough to read its thinking while it searches.
    choose(s, "#strength-select", "6")?;
    s.wait("the new strength", PATIENCE, |s| {
        Ok(text(s, "#seats-list")?.contains("strongest").then_some(()))
    })?;
    // Every text the thinking line takes is kept, so that a busy machine
    // that polls slower than the search reports still sees each of them.
    s.execute(
        "window.seenThinking = [];\
         new MutationObserver(() => seenThinking.push(document.getElementById('thinking').textContent))\
           .observe(document.getElementById('thinking'), {childList: true, characterData: true, subtree: true});",
        json!([]),
    )?;
    click_square(s, "c2")?;
    click_square(s, "c3")?;
    wait_moves(s, 4)?;
    let seen = s.execute("return seenThinking", json!([]))?;
    let seen: Vec<String> = serde_json::from_value(seen).unwrap_or_default();
    let live = seen
        .iter()
        .find(|t| t.starts_with("Orange thinks: depth"))
        .ok_or_else(|| format!("the engine's thinking shown as it searches: {seen:?}"))?;
    if !live.contains("expects") {
        return Err(format!("the thinking gives the line it expects: {live:?}"));
    }
    wait_ready(s)?;

    // Stepping back shows the earlier position; End returns.
    click(s, "#first-button")?;
    if count(s, "#board .piece")? != 40 || count(s, "#board .piece[data-on=\"b2\"]")? != 1 {
        return Err("the start position again at the first move".into());
    }
    // The position text of each position stepped to, by hand from
    // NOTATION.md: the start, then after Nb2-b3 (b2 empty, b3 a Black
    // Panthan, Orange to move, both escapes kept, count 0, move 1).
    let position = |s: &Session| -> Result<String> {
        let v = s.execute(
            "return document.getElementById('position-text').value",
            json!([]),
        )?;
        Ok(v.as_str().unwrap_or_default().to_string())
    };
    if position(s)? != "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1" {
        return Err(format!("the start's position text, not {:?}", position(s)?));
    }
    click(s, "#forward-button")?;
    if position(s)? != "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/1n8/t1nnnnnnnt/wadfcpfdaw o bo 0 1" {
        return Err(format!(
            "the position text after Nb2-b3, not {:?}",
            position(s)?
        ));
    }
    click(s, "#last-button")?;
    if count(s, "#board .piece[data-on=\"b3\"]")? != 1 {
        return Err("the game's position again at the last move".into());
    }

    // The button turns the board: a1 goes to the top right, and back.
    click(s, "#flip-button")?;
    if board_turned(s)? != json!(true) {
        return Err("the button turns the board".into());
    }
    click(s, "#flip-button")?;
    if board_turned(s)? != json!(false) {
        return Err("the button turns the board back".into());
    }

    // A phone's width: the board fits the window.
    s.set_window_size(390, 844)?;
    let fits = s.execute(
        "const r = document.getElementById('board').getBoundingClientRect(); return r.width > 300 && r.right <= window.innerWidth + 1",
        json!([]),
    )?;
    if fits != json!(true) {
        return Err("the board fits a phone's width".into());
    }
    s.execute("window.scrollTo(0, 0)", json!([]))?;
    save_screenshot(s, "phone.png")?;

    // Resigning asks first, in the page's own dialog, then ends the game
    // with its reason; the game-over dialog says who won.
    click(s, "#resign-button")?;
    wait_dialog(s, "confirm-dialog")?;
    click(s, "#confirm-yes")?;
    wait_dialog(s, "game-over")?;
    if text(s, "#game-over-title")? != "You lost" {
        return Err(format!(
            "the game-over dialog: {:?}",
            text(s, "#game-over-title")?
        ));
    }
    click(s, "#game-over-close")?;
    let result = s.wait("the result", PATIENCE, |s| {
        let t = text(s, "#status")?;
        Ok(t.contains("resigned").then_some(t))
    })?;
    if !result.starts_with("Orange wins") {
        return Err(format!("Black resigned, Orange wins: {result:?}"));
    }
    Ok(())
}

/// The game of chapter 17 (RULES.md 10) between two people at one
/// screen, under duels decided by the players: the duel on g4, whom the
/// players say fell, and the fallen piece.
#[test]
#[ignore = "needs chromium"]
fn a_duel_under_manator() {
    run("manator", play_a_duel);
}

fn play_a_duel(b: &mut Browser) -> Result<()> {
    let s = &b.session;
    first_visit(b)?;
    // The Manator preset: Orange first, as in the book.
    play_a_friend(s, "manator", Some("ask"))?;
    wait_status(s, "Orange to move")?;
    for (k, (from, to)) in [("g10", "d7"), ("d2", "d3"), ("d7", "g4")]
        .into_iter()
        .enumerate()
    {
        wait_ready(s)?;
        click_square(s, from)?;
        click_square(s, to)?;
        wait_moves(s, k + 1)?;
    }
    wait_ready(s)?;
    // Black's Flier d1 attacks Orange's Flier on g4: the players say the
    // defender fell.
    click_square(s, "d1")?;
    click_square(s, "g4")?;
    s.wait("the duel's question", PATIENCE, |s| {
        Ok(s.execute(
            "return document.getElementById('duel-dialog').open",
            json!([]),
        )?
        .as_bool()
        .filter(|&o| o))
    })?;
    let question = text(s, "#duel-question")?;
    if !question.contains("Black's Flier attacks Orange's Flier on g4") {
        return Err(format!(
            "the duel's question names both pieces: {question:?}"
        ));
    }
    click(s, "#duel-attacker-wins")?;
    let moves = wait_moves(s, 4)?;
    if moves[3] != "Fd1xg4" {
        return Err(format!("the attacker won: Fd1xg4, not {:?}", moves[3]));
    }
    let duel = s.wait("the duel in the list", PATIENCE, |s| {
        let t = text(s, "#duel-list")?;
        Ok(t.contains("falls").then_some(t))
    })?;
    if !duel.contains("Black's Flier wins, Orange's Flier falls") {
        return Err(format!("the duel's outcome: {duel:?}"));
    }
    if text(s, "#taken-orange")? != "F" {
        return Err("Orange's Flier is among the fallen".into());
    }
    if count(s, "#board .piece.black[data-on=\"g4\"]")? != 1 {
        return Err("Black's Flier stands on g4".into());
    }
    s.execute("window.scrollTo(0, 0)", json!([]))?;
    save_screenshot(s, "duel.png")?;

    // A record uploaded is replayed: the first three moves of the game
    // above, without move numbers, under its rules and first side.
    let file = b.dir.join("chapter17.txt");
    std::fs::write(
        &file,
        "[First \"Orange\"]\n[Rules \"setup=manator,capture=duel\"]\n\nFg10-d7 Nd2-d3 Fd7-g4 *\n",
    )
    .map_err(|e| e.to_string())?;
    let upload = s.find("#record-file")?;
    s.send_keys(&upload, &file.display().to_string())?;
    s.wait("the uploaded game", PATIENCE, |s| {
        let moves = move_list(s)?;
        Ok((moves == ["Fg10-d7", "Nd2-d3", "Fd7-g4"]
            && text(s, "#rules-line")?.contains("manator"))
        .then_some(()))
    })?;

    // Black's own link, kept for later.
    let black_link = text(s, ".seat-link[data-side=\"black\"]")?;

    // A watcher's link moves nothing.
    let href = text(s, ".watch-link")?;
    if !href.contains("#g/") {
        return Err(format!("the watch link carries no token: {href}"));
    }
    s.goto(&href)?;
    s.refresh()?;
    wait_moves(s, 3)?;
    click_square(s, "e9")?;
    let m = text(s, "#message")?;
    if !m.contains("watching") {
        return Err(format!("a watcher is told so: {m:?}"));
    }

    // Left, and taken up after the server restarts: Black's link (at the
    // server's new address) shows the game and lets Black move.
    let old_base = b.base.clone();
    b.restart_server();
    let s = &b.session;
    s.goto(&black_link.replacen(&old_base, &b.base, 1))?;
    let moves = wait_moves(s, 3)?;
    if moves != ["Fg10-d7", "Nd2-d3", "Fd7-g4"] {
        return Err(format!("the game after a restart: {moves:?}"));
    }
    wait_ready(s)?;
    click_square(s, "d1")?;
    if !lit(s)?.contains(&"g4".to_string()) {
        return Err("after a restart Black's Flier may still attack g4".into());
    }
    Ok(())
}

/// `Xf9-f8`: a piece letter, an Orange starting rank (9 or 10), a move or
/// capture sign, a square.
fn is_orange_opening_move(text: &str) -> bool {
    let b = text.as_bytes();
    if b.len() < 5 {
        return false;
    }
    let rank_end = 2 + b[2..].iter().take_while(|c| c.is_ascii_digit()).count();
    b"CPFDAWTN".contains(&b[0])
        && (b'a'..=b'j').contains(&b[1])
        && matches!(&text[2..rank_end], "9" | "10")
        && matches!(b.get(rank_end), Some(b'-' | b'x'))
}

#[test]
fn the_reply_check_reads_algebraic_text() {
    assert!(is_orange_opening_move("Ne9-e8"));
    assert!(is_orange_opening_move("Fd10-a7"));
    assert!(!is_orange_opening_move("Nb2-b3"));
    assert!(!is_orange_opening_move("e9e8"));
}

/// Two people at two screens: each side's link in a tab of its own, the
/// board turned for Orange, each move seen in the other tab without a
/// reload (server-sent events), and a side's pieces moved only from its
/// own link.
#[test]
#[ignore = "needs chromium"]
fn two_people_at_two_screens() {
    run("two", play_at_two_screens);
}

/// A new game between two people from the first visit, each side's link
/// (checked to carry its own side's token only) open in a tab of its own:
/// answers Black's tab and Orange's, which is left the current one.
fn two_tabs(b: &mut Browser) -> Result<(String, String)> {
    let s = &b.session;
    first_visit(b)?;
    play_a_friend(s, "appendix", None)?;
    wait_ready(s)?;
    let black_link = text(s, ".seat-link[data-side=\"black\"]")?;
    let orange_link = text(s, ".seat-link[data-side=\"orange\"]")?;
    if !black_link.contains("#b/") || !orange_link.contains("#o/") || black_link == orange_link {
        return Err(format!(
            "each link carries its own side's token only: {black_link} {orange_link}"
        ));
    }
    let black_tab = s.window()?;
    s.goto(&black_link)?;
    s.refresh()?;
    wait_ready(s)?;
    let orange_tab = s.new_tab()?;
    s.switch_to(&orange_tab)?;
    s.goto(&orange_link)?;
    wait_status(s, "waiting for Black")?;
    Ok((black_tab, orange_tab))
}

fn play_at_two_screens(b: &mut Browser) -> Result<()> {
    let (black_tab, orange_tab) = two_tabs(b)?;
    let s = &b.session;
    // Turned for Orange: the a-file on the right, rank 1 at the top.
    if board_turned(s)? != json!(true) {
        return Err("Orange's board is turned".into());
    }
    // Orange cannot move Black's pieces (nor move out of turn).
    click_square(s, "b2")?;
    let m = text(s, "#message")?;
    if !m.contains("Black's turn") {
        return Err(format!("Orange is told it is Black's turn: {m:?}"));
    }

    s.switch_to(&black_tab)?;
    click_square(s, "b2")?;
    click_square(s, "b3")?;
    wait_moves(s, 1)?;

    s.switch_to(&orange_tab)?;
    let moves = wait_moves(s, 1)?;
    if moves != ["Nb2-b3"] {
        return Err(format!("Orange sees Black's move at once: {moves:?}"));
    }
    // The message of the position before ("It is Black's turn.") went
    // with it.
    let m = text(s, "#message")?;
    if !m.is_empty() {
        return Err(format!("a message outlives its position: {m:?}"));
    }
    wait_ready(s)?;
    click_square(s, "e9")?;
    click_square(s, "e8")?;
    wait_moves(s, 2)?;

    s.switch_to(&black_tab)?;
    let moves = wait_moves(s, 2)?;
    if moves != ["Nb2-b3", "Ne9-e8"] {
        return Err(format!("Black sees Orange's move at once: {moves:?}"));
    }

    // The end of a game and its reason: from a record's position, a Black
    // Dwar on e7 walks e8, e9 onto Orange's Princess on e10 (RULES.md 3,
    // 6.1: the mover wins). Two Black pieces against one: no material
    // draw count (6.4).
    let file = b.dir.join("end.txt");
    std::fs::write(
        &file,
        "[Position \"4P5/10/10/4d5/10/10/10/10/10/4p5 b - 0 1\"]\n\n*\n",
    )
    .map_err(|e| e.to_string())?;
    s.send_keys(&s.find("#record-file")?, &file.display().to_string())?;
    s.wait("the game from the record", PATIENCE, |s| {
        Ok((count(s, "#board .piece")? == 3).then_some(()))
    })?;
    wait_ready(s)?;
    click_square(s, "e7")?;
    if !lit(s)?.contains(&"e10".to_string()) {
        return Err("the Dwar on e7 may take the Princess on e10".into());
    }
    click_square(s, "e10")?;
    let result = wait_status(s, "Princess")?;
    if !result.starts_with("Black won") {
        return Err(format!("Black won by taking the Princess: {result:?}"));
    }
    if text(s, "#result")? != result {
        return Err("the result is shown in the game's panel too".into());
    }
    Ok(())
}

/// What a newcomer meets: the piece key, the drawings and the letters,
/// a Princess in danger marked on the board and in words, a question
/// before a move that draws at once, and the end of the game with a
/// rematch.
#[test]
#[ignore = "needs chromium"]
fn learning_the_pieces_and_seeing_danger() {
    run("danger", see_danger);
}

fn see_danger(b: &mut Browser) -> Result<()> {
    let s = &b.session;
    first_visit(b)?;
    play_a_friend(s, "appendix", None)?;
    wait_ready(s)?;
    // The key: each of the eight kinds with its drawing and its move
    // (RULES.md section 3): the Panthan one step, never back.
    if count(s, "#piece-key li")? != 8 || count(s, "#piece-key li svg")? != 8 {
        return Err("the key has the eight kinds, each with its drawing".into());
    }
    let panthan = text(s, "#piece-key li[data-role=\"N\"]")?;
    if !panthan.contains("Panthan: one step forward, sideways or diagonally forward") {
        return Err(format!("the Panthan's line: {panthan:?}"));
    }
    // The pieces are drawings; the setting shows letters instead.
    if count(s, "#board .piece svg")? != 40 || count(s, "#board .piece text.letter")? != 0 {
        return Err("the pieces are drawings".into());
    }
    click(s, "#settings-button")?;
    click(s, "#letters-setting")?;
    if count(s, "#board .piece text.letter")? != 40 {
        return Err("the setting puts the letters on the pieces".into());
    }
    click(s, "#letters-setting")?;
    s.execute(
        "document.getElementById('settings-dialog').close()",
        json!([]),
    )?;

    // An Orange Dwar on f4 walks f3, f2 onto Black's Princess on f1 next
    // move (RULES.md 3 and 6.1): her square is ringed, the Dwar marked,
    // and the line above the board says so.
    game_from_position(
        b,
        "danger.txt",
        "P9/10/10/10/10/10/5D4/10/10/5p4 b - 0 1",
        3,
    )?;
    if count(
        s,
        "#board .danger-mark[data-danger=\"f1\"][data-role=\"P\"]",
    )? != 1
    {
        return Err("Black's Princess on f1 is marked in danger".into());
    }
    if count(s, "#board .attacker-mark[data-attacker=\"f4\"]")? != 1 {
        return Err("the Dwar on f4 is marked as the threat".into());
    }
    let danger = text(s, "#danger")?;
    if !danger.contains("Princess can be taken next move (from f4)") {
        return Err(format!("the danger in words: {danger:?}"));
    }
    s.execute("window.scrollTo(0, 0)", json!([]))?;
    save_screenshot(s, "danger.png")?;

    // A Black Flier on d4 may take Orange's Chief on e5 (d4-c5-d6-e5): a
    // Chief taken by a lesser piece draws the game (RULES.md 6.3), so the
    // page asks first; Cancel plays nothing.
    game_from_position(b, "draw.txt", "P9/10/10/10/10/4C5/3f6/10/10/9p b - 0 1", 4)?;
    click_square(s, "d4")?;
    click_square(s, "e5")?;
    wait_dialog(s, "confirm-dialog")?;
    let question = text(s, "#confirm-text")?;
    if !question.contains("draw") {
        return Err(format!("the question says the move draws: {question:?}"));
    }
    save_screenshot(s, "confirm-draw.png")?;
    click(s, "#confirm-no")?;
    if !move_list(s)?.is_empty() {
        return Err("a move declined is not played".into());
    }
    // Played after all: the game ends in a draw, and its dialog says so.
    click_square(s, "d4")?;
    click_square(s, "e5")?;
    wait_dialog(s, "confirm-dialog")?;
    click(s, "#confirm-yes")?;
    wait_dialog(s, "game-over")?;
    let title = text(s, "#game-over-title")?;
    let reason = text(s, "#game-over-reason")?;
    if title != "Drawn" && title != "A draw"
        || !reason.contains("Chief was taken by a lesser piece")
    {
        return Err(format!("the game-over dialog: {title:?} {reason:?}"));
    }
    save_screenshot(s, "game-over.png")?;
    if text(s, "#move-list-result")?.is_empty() {
        return Err("the result stands at the end of the move list".into());
    }
    // Rematch: a new game of the same rules, from their start.
    let old = s.execute("return location.hash", json!([]))?;
    click(s, "#rematch-button")?;
    s.wait("the rematch", PATIENCE, |s| {
        let now = s.execute("return location.hash", json!([]))?;
        Ok((now != old && count(s, "#board .piece")? == 40).then_some(()))
    })?;
    wait_status(s, "Black to move")?;
    Ok(())
}

/// Two people at two screens: a draw offered, declined, offered again and
/// accepted; then a new game, resigned after the page's own question; and
/// each player sees whether the other is there.
#[test]
#[ignore = "needs chromium"]
fn two_people_offer_a_draw_and_resign() {
    run("offers", offers_between_two);
}

fn offers_between_two(b: &mut Browser) -> Result<()> {
    let (black_tab, orange_tab) = two_tabs(b)?;
    let s = &b.session;
    // Orange's page sees Black there (Black's page said so).
    s.wait("Black's presence", PATIENCE, |s| {
        Ok((count(s, ".presence.here")? == 1).then_some(()))
    })?;

    s.switch_to(&black_tab)?;
    click(s, "#offer-draw-button")?;
    s.switch_to(&orange_tab)?;
    s.wait("the offer", PATIENCE, |s| {
        Ok(text(s, "#offer-line")?
            .contains("Black asks for a draw")
            .then_some(()))
    })?;
    click(s, "#decline-button")?;
    s.switch_to(&black_tab)?;
    s.wait("the offer gone", PATIENCE, |s| {
        Ok(text(s, "#offer-line")?.is_empty().then_some(()))
    })?;
    click(s, "#offer-draw-button")?;
    s.switch_to(&orange_tab)?;
    s.wait("the second offer", PATIENCE, |s| {
        Ok(text(s, "#offer-line")?
            .contains("Black asks for a draw")
            .then_some(()))
    })?;
    click(s, "#accept-button")?;
    wait_dialog(s, "game-over")?;
    if !text(s, "#game-over-reason")?.contains("agreement") {
        return Err(format!(
            "a draw agreed: {:?}",
            text(s, "#game-over-reason")?
        ));
    }
    click(s, "#game-over-close")?;
    s.switch_to(&black_tab)?;
    wait_status(s, "agreement")?;

    // A new game: Black resigns, asked first by the page. Black's page
    // shows its game-over dialog once it learns of the end; its New game
    // opens the new-game dialog a moment after the click, so wait for
    // that dialog rather than click again (a second click would land on
    // it and fail).
    let asked = match wait_dialog(s, "game-over") {
        Ok(()) => click(s, "#game-over-new"),
        Err(_) => click(s, "#new-game-button"),
    };
    s.wait("the new-game dialog", PATIENCE, |s| {
        Ok(new_game_dialog_open(s)?.then_some(()))
    })
    .map_err(|e| match &asked {
        Err(click) => format!("{click}; {e}"),
        Ok(()) => e,
    })?;
    play_a_friend(s, "appendix", None)?;
    wait_ready(s)?;
    click(s, "#two-resign-button")?;
    wait_dialog(s, "confirm-dialog")?;
    click(s, "#confirm-yes")?;
    let status = wait_status(s, "resigned")?;
    if !status.starts_with("Orange wins") {
        return Err(format!("Black resigned: {status:?}"));
    }
    Ok(())
}
