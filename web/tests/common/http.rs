//! A minimal HTTP/1.1 client over a real socket, enough for the server's
//! JSON answers and its event stream: a request per connection
//! (`Connection: close`), the answer read to its end.

use std::net::SocketAddr;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// An answer: its status, headers (names lowercased) and body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    /// The body as JSON (`Null` if it is not JSON).
    #[allow(dead_code)]
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or(serde_json::Value::Null)
    }

    /// The value of header `name` (lowercase).
    #[allow(dead_code)]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Sends `method path` with `body` (JSON, if any) to `addr` and reads the
/// answer.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> std::io::Result<Answer> {
    let mut stream = TcpStream::connect(addr).await?;
    stream.set_nodelay(true)?;
    let body = body.unwrap_or("");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(body.as_bytes()).await?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await?;
    parse(&raw)
}

fn bad(what: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_string())
}

fn parse(raw: &[u8]) -> std::io::Result<Answer> {
    let text = String::from_utf8_lossy(raw);
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| bad("no end of the head"))?;
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| bad("no status"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(n, v)| n == "transfer-encoding" && v.eq_ignore_ascii_case("chunked"));
    let body = if chunked {
        unchunk(body)?
    } else {
        body.to_string()
    };
    Ok(Answer {
        status,
        headers,
        body,
    })
}

fn unchunk(mut body: &str) -> std::io::Result<String> {
    let mut out = String::new();
    loop {
        let (size, rest) = body
            .split_once("\r\n")
            .ok_or_else(|| bad("no chunk size"))?;
        let size = usize::from_str_radix(size.trim(), 16).map_err(|_| bad("bad chunk size"))?;
        if size == 0 {
            return Ok(out);
        }
        out.push_str(rest.get(..size).ok_or_else(|| bad("short chunk"))?);
        body = rest.get(size + 2..).ok_or_else(|| bad("short chunk"))?;
    }
}

/// An open event stream: its events (name, data) as they come.
#[allow(dead_code)]
pub struct Events {
    reader: BufReader<TcpStream>,
}

#[allow(dead_code)]
impl Events {
    /// Opens `path` (an events address) and reads past the answer's head;
    /// fails unless the status is 200.
    pub async fn open(addr: SocketAddr, path: &str) -> std::io::Result<Events> {
        let mut stream = TcpStream::connect(addr).await?;
        let head =
            format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n");
        stream.write_all(head.as_bytes()).await?;
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).await?;
        if !line.starts_with("HTTP/1.1 200") {
            return Err(bad(&format!("events answered {line:?}")));
        }
        loop {
            line.clear();
            reader.read_line(&mut line).await?;
            if line == "\r\n" || line.is_empty() {
                break;
            }
        }
        Ok(Events { reader })
    }

    /// The next event: its name and data (chunk sizes and comments
    /// skipped).
    pub async fn next(&mut self) -> std::io::Result<(String, String)> {
        let (mut name, mut data) = (String::new(), String::new());
        let mut line = String::new();
        loop {
            line.clear();
            if self.reader.read_line(&mut line).await? == 0 {
                return Err(bad("the stream ended"));
            }
            let l = line.trim_end_matches(['\r', '\n']);
            if let Some(v) = l.strip_prefix("event:") {
                name = v.trim().to_string();
            } else if let Some(v) = l.strip_prefix("data:") {
                data.push_str(v.strip_prefix(' ').unwrap_or(v));
            } else if l.is_empty() && !name.is_empty() {
                return Ok((name, data));
            }
        }
    }
}
