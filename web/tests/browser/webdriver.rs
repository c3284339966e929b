//! A small WebDriver client (the W3C protocol, JSON over HTTP/1.1) for
//! the browser tests: just the commands they use, over a plain
//! `TcpStream` to chromedriver on 127.0.0.1.
//!
//! A crate such as fantoccini would bring hyper, a TLS stack and their
//! build for a handful of requests to a local process that never needs
//! TLS, keep-alive or streaming; this file is the whole of what the tests
//! need.

use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The key under which WebDriver names an element (W3C WebDriver 12.1).
const ELEMENT_KEY: &str = "element-6066-11e4-a52e-4f735466cecf";

/// What went wrong talking to the driver, in words for a test's failure.
pub type Result<T> = std::result::Result<T, String>;

/// One HTTP request to `port` on 127.0.0.1; answers the status and body.
pub fn http(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<(u16, Vec<u8>)> {
    let mut stream =
        TcpStream::connect(("127.0.0.1", port)).map_err(|e| format!("connect to {port}: {e}"))?;
    stream
        .set_read_timeout(Some(Duration::from_secs(120)))
        .map_err(|e| e.to_string())?;
    let payload = body.map(|b| b.to_string()).unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        payload.len()
    );
    stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(payload.as_bytes()))
        .map_err(|e| format!("{method} {path}: {e}"))?;
    // The driver may keep the connection open whatever the request says,
    // so the answer ends where its length (or its last chunk) says.
    let mut raw = Vec::new();
    let mut buf = [0u8; 16384];
    loop {
        if let Some(answer) = parse_response(&raw) {
            return Ok(answer);
        }
        let n = stream
            .read(&mut buf)
            .map_err(|e| format!("{method} {path}: {e}"))?;
        if n == 0 {
            return parse_response(&raw)
                .or_else(|| whole_until_close(&raw))
                .ok_or_else(|| format!("{method} {path}: not an HTTP answer"));
        }
        raw.extend_from_slice(&buf[..n]);
    }
}

/// An answer without a length, ended by closing the connection.
fn whole_until_close(raw: &[u8]) -> Option<(u16, Vec<u8>)> {
    let end = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&raw[..end]).ok()?;
    let status = head.split_whitespace().nth(1)?.parse().ok()?;
    Some((status, raw[end + 4..].to_vec()))
}

/// The status and body of an HTTP/1.1 answer once `raw` holds all of it
/// (by its `Content-Length`, or its chunks up to the last), else `None`.
fn parse_response(raw: &[u8]) -> Option<(u16, Vec<u8>)> {
    let end = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&raw[..end]).ok()?;
    let status = head.split_whitespace().nth(1)?.parse().ok()?;
    let body = &raw[end + 4..];
    let header = |name: &str| {
        head.lines().skip(1).find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.trim()
                .eq_ignore_ascii_case(name)
                .then(|| v.trim().to_ascii_lowercase())
        })
    };
    if header("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        let mut out = Vec::new();
        let mut rest = body;
        loop {
            let line_end = rest.windows(2).position(|w| w == b"\r\n")?;
            let size_text = std::str::from_utf8(&rest[..line_end]).ok()?;
            let size = usize::from_str_radix(size_text.split(';').next()?.trim(), 16).ok()?;
            rest = &rest[line_end + 2..];
            if size == 0 {
                return Some((status, out));
            }
            out.extend_from_slice(rest.get(..size)?);
            rest = rest.get(size + 2..)?;
        }
    }
    let length: usize = header("content-length")?.parse().ok()?;
    Some((status, body.get(..length)?.to_vec()))
}

/// A browser session.
pub struct Session {
    port: u16,
    id: String,
}

/// An element of the page, as the driver names it.
#[derive(Clone, Debug)]
pub struct Element(pub String);

impl Session {
    /// Opens a session with `capabilities` (the `alwaysMatch` object).
    pub fn new(port: u16, capabilities: Value) -> Result<Session> {
        let value = command(
            port,
            "POST",
            "/session",
            Some(&json!({"capabilities": {"alwaysMatch": capabilities}})),
        )?;
        let id = value["sessionId"]
            .as_str()
            .ok_or_else(|| format!("no session id in {value}"))?
            .to_string();
        Ok(Session { port, id })
    }

    fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value> {
        let path = format!("/session/{}{path}", self.id);
        command(self.port, method, &path, body.as_ref())
    }

    /// Loads `url`.
    pub fn goto(&self, url: &str) -> Result<()> {
        self.cmd("POST", "/url", Some(json!({"url": url})))
            .map(drop)
    }

    /// Reloads the page.
    pub fn refresh(&self) -> Result<()> {
        self.cmd("POST", "/refresh", Some(json!({}))).map(drop)
    }

    /// The window's outer size in CSS pixels.
    pub fn set_window_size(&self, width: u32, height: u32) -> Result<()> {
        self.cmd(
            "POST",
            "/window/rect",
            Some(json!({"width": width, "height": height})),
        )
        .map(drop)
    }

    /// The first element that matches the CSS `selector`.
    pub fn find(&self, selector: &str) -> Result<Element> {
        let v = self.cmd(
            "POST",
            "/element",
            Some(json!({"using": "css selector", "value": selector})),
        )?;
        element_of(&v).ok_or_else(|| format!("no element for {selector:?}: {v}"))
    }

    /// Every element that matches `selector`.
    pub fn find_all(&self, selector: &str) -> Result<Vec<Element>> {
        let v = self.cmd(
            "POST",
            "/elements",
            Some(json!({"using": "css selector", "value": selector})),
        )?;
        Ok(v.as_array()
            .map(|a| a.iter().filter_map(element_of).collect())
            .unwrap_or_default())
    }

    /// Clicks `e` as a pointer would, at its centre.
    pub fn click(&self, e: &Element) -> Result<()> {
        self.cmd("POST", &format!("/element/{}/click", e.0), Some(json!({})))
            .map(drop)
    }

    /// Types `text` into `e` (WebDriver's key codes: `\u{E007}` is Enter).
    pub fn send_keys(&self, e: &Element, text: &str) -> Result<()> {
        self.cmd(
            "POST",
            &format!("/element/{}/value", e.0),
            Some(json!({"text": text})),
        )
        .map(drop)
    }

    /// The rendered text of `e`.
    pub fn text(&self, e: &Element) -> Result<String> {
        let v = self.cmd("GET", &format!("/element/{}/text", e.0), None)?;
        Ok(v.as_str().unwrap_or_default().to_string())
    }

    /// Moves the pointer onto the centre of `e` (WebDriver actions).
    pub fn hover(&self, e: &Element) -> Result<()> {
        let origin = json!({ ELEMENT_KEY: e.0 });
        self.cmd(
            "POST",
            "/actions",
            Some(json!({"actions": [{
                "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                "actions": [{"type": "pointerMove", "duration": 0, "origin": origin, "x": 0, "y": 0}]
            }]})),
        )
        .map(drop)
    }

    /// Runs `script` (a function body) in the page with `args`; its result.
    pub fn execute(&self, script: &str, args: Value) -> Result<Value> {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": args})),
        )
    }

    /// Opens a new tab; answers its handle (the session stays in the old
    /// one until [`Session::switch_to`]).
    pub fn new_tab(&self) -> Result<String> {
        let v = self.cmd("POST", "/window/new", Some(json!({"type": "tab"})))?;
        v["handle"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| format!("no handle in {v}"))
    }

    /// The handle of the tab the session is in.
    pub fn window(&self) -> Result<String> {
        let v = self.cmd("GET", "/window", None)?;
        Ok(v.as_str().unwrap_or_default().to_string())
    }

    /// Goes to the tab `handle`.
    pub fn switch_to(&self, handle: &str) -> Result<()> {
        self.cmd("POST", "/window", Some(json!({"handle": handle})))
            .map(drop)
    }

    /// A PNG of the window.
    pub fn screenshot(&self) -> Result<Vec<u8>> {
        let v = self.cmd("GET", "/screenshot", None)?;
        base64_decode(v.as_str().unwrap_or_default())
            .ok_or_else(|| "the screenshot is not base64".to_string())
    }

    /// Polls `probe` until it answers `Some`, for at most `limit`; the
    /// failure says what was awaited and what the probe last saw.
    pub fn wait<T>(
        &self,
        what: &str,
        limit: Duration,
        mut probe: impl FnMut(&Session) -> Result<Option<T>>,
    ) -> Result<T> {
        let start = Instant::now();
        let mut last = String::new();
        loop {
            match probe(self) {
                Ok(Some(t)) => return Ok(t),
                Ok(None) => {}
                Err(e) => last = e,
            }
            if start.elapsed() > limit {
                return Err(format!("waited {limit:?} for {what}; last error: {last}"));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = command(self.port, "DELETE", &format!("/session/{}", self.id), None);
    }
}

fn element_of(v: &Value) -> Option<Element> {
    v.get(ELEMENT_KEY)
        .and_then(Value::as_str)
        .map(|s| Element(s.to_string()))
}

/// A WebDriver command: its `value`, or the driver's error.
fn command(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value> {
    let (status, raw) = http(port, method, path, body)?;
    let v: Value = serde_json::from_slice(&raw).map_err(|e| format!("{method} {path}: {e}"))?;
    let value = v.get("value").cloned().unwrap_or(Value::Null);
    if status != 200 || value.get("error").is_some() {
        return Err(format!(
            "{method} {path}: {} {}",
            value["error"].as_str().unwrap_or("error"),
            value["message"]
                .as_str()
                .unwrap_or_default()
                .lines()
                .next()
                .unwrap_or_default()
        ));
    }
    Ok(value)
}

/// Standard base64 (RFC 4648), as the driver sends screenshots.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let mut acc = 0u32;
    let mut bits = 0;
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' | b'\n' | b'\r' => continue,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

#[test]
fn base64_decodes_the_rfc_4648_examples() {
    // RFC 4648 section 10.
    assert_eq!(base64_decode("").unwrap(), b"");
    assert_eq!(base64_decode("Zg==").unwrap(), b"f");
    assert_eq!(base64_decode("Zm8=").unwrap(), b"fo");
    assert_eq!(base64_decode("Zm9vYmFy").unwrap(), b"foobar");
    assert_eq!(base64_decode("Zm9vYg==").unwrap(), b"foob");
}

#[test]
fn chunked_answers_are_joined() {
    let raw = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n";
    assert_eq!(parse_response(raw), Some((200, b"Wikipedia".to_vec())));
    let plain = b"HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\n{}";
    assert_eq!(parse_response(plain), Some((404, b"{}".to_vec())));
    // Not all of it yet: the reader reads on.
    assert_eq!(parse_response(&plain[..plain.len() - 1]), None);
    assert_eq!(parse_response(&raw[..raw.len() - 3]), None);
}
