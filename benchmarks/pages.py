"""dist/ served as GitHub Pages serves it: gzip where Pages gzips, and Pages' cache time.

GitHub Pages compresses text types and WebAssembly for a browser that accepts gzip (it sends
``Content-Encoding: gzip``) and answers every file with ``Cache-Control: max-age=600``. The
build's own ``.gz`` files go as they are, as Pages sends them. The benchmarks that stand for a
player's network (browser_slow_link.py, lighthouse.py) serve the site through PagesHandler, so
the bytes they count are the bytes a player's browser would receive.
"""

from __future__ import annotations

import functools
import gzip
from pathlib import Path

import common  # noqa: F401  (puts the project on sys.path)

# isort: split
import build

# What GitHub Pages gzips, by content type (as build.Handler names them).
COMPRESSED = {"text/html", "text/css", "text/javascript", "text/plain", "application/json",
              "application/manifest+json", "image/svg+xml", "application/wasm"}
CACHE_CONTROL = "max-age=600"  # GitHub Pages' answer to every file


@functools.cache
def gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    """A file's gzip at the usual level 6 (by path and version, so a rebuilt dist/ is compressed anew)."""
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class PagesHandler(build.Handler):
    """build.Handler with GitHub Pages' gzip and cache time."""

    body = None  # the gzipped file this response sends, or None to send the file as it is

    def send_head(self):
        self.body = self.compressed_file()
        return super().send_head()

    def compressed_file(self) -> bytes | None:
        """The requested file gzipped, if the browser accepts gzip and GitHub Pages compresses its type."""
        if "gzip" not in self.headers.get("Accept-Encoding", ""):
            return None
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            path = path / "index.html"
        if not path.is_file() or self.guess_type(str(path)) not in COMPRESSED:
            return None
        version = path.stat()
        return gzipped(str(path), version.st_mtime_ns, version.st_size)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword == "Content-Length" and self.body is not None:
            super().send_header("Content-Encoding", "gzip")
            value = str(len(self.body))
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", CACHE_CONTROL)
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:
        if self.body is None:
            super().copyfile(source, outputfile)
        else:
            outputfile.write(self.body)


class PagesServer(build.Server):
    """build.Server answering as GitHub Pages does (PagesHandler)."""

    def __init__(self, port: int = 0, handler=PagesHandler) -> None:
        super().__init__(port)
        self.RequestHandlerClass = functools.partial(handler, directory=str(build.DIST))
