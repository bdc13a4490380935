# The Lab's set-up, run once each time its Python starts, before any cell: it loads
# micropip, installs the engine wheel after checking its sha256 against wheels/lock.json,
# puts every language's lexicon (lexicons/, gzipped, checked the same way) where the engine reads it,
# makes micropip say so plainly when the network is down, writes the player's word lists
# (sent by the page) into wordlists/, and tells the page how it went.
# The PyScript config that web/js/views/lab.js gives this cell holds `lab`: the site's
# address and the name of the BroadcastChannel the page listens on.
import asyncio
import gzip
import hashlib
import json
import re
from pathlib import Path

import pyodide_js
from js import BroadcastChannel, navigator
from polyscript import config
from pyodide.ffi import create_proxy
from pyodide.http import pyfetch

OFFLINE = "You are offline: micropip can only install the engine here."
SITE = config.lab.site
WORDLISTS = Path("wordlists")

channel = BroadcastChannel.new(config.lab.channel)


def tell(stage, **fields):
    """A message to the page (web/js/views/lab.js)."""
    channel.postMessage(json.dumps({"stage": stage, **fields}))


def write_word_lists(lists):
    """Each list as wordlists/ID.txt, and wordlists/index.json naming them all (oldest first)."""
    WORDLISTS.mkdir(exist_ok=True)
    index_file = WORDLISTS / "index.json"
    index = json.loads(index_file.read_text(encoding="utf-8")) if index_file.exists() else []
    for entry in lists:
        if not re.fullmatch(r"[0-9a-f]{10}", entry["id"]):
            continue
        file = f"wordlists/{entry['id']}.txt"
        Path(file).write_text(entry["text"], encoding="utf-8")
        index = [kept for kept in index if kept["id"] != entry["id"]]
        index.append({key: entry[key] for key in ("id", "name", "lang", "words")} | {"file": file})
    index_file.write_text(json.dumps(index, ensure_ascii=False, indent=1), encoding="utf-8")


word_lists_written = asyncio.get_running_loop().create_future()


def heard(event):
    """The page sends {"wordlists": [{id, name, lang, words, text}, ...]}: at start, and each list loaded later."""
    message = json.loads(event.data)
    if "wordlists" in message:
        write_word_lists(message["wordlists"])
        if not word_lists_written.done():
            word_lists_written.set_result(None)


channel.onmessage = create_proxy(heard)


class OfflineError(OSError):
    """micropip was asked for a package while the network is down."""


class IntegrityError(OSError):
    """The engine wheel or a lexicon is not the one wheels/lock.json names (the page says so as for the wheel)."""

    def __init__(self, got, expected):
        super().__init__(f"the engine wheel failed its integrity check (sha256 {got}, expected {expected})")
        self.fields = {"got": got, "expected": expected}


async def checked(path, sha256):
    """The bytes of the site's file ``path``, which must have the sha256 wheels/lock.json gives."""
    response = await pyfetch(SITE + path)
    if not response.ok:
        raise OSError(f"cannot load {path} (HTTP {response.status})")
    data = await response.bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != sha256:
        raise IntegrityError(digest[:12] + "…", sha256[:12] + "…")
    return data


async def install_lexicons(lock):
    """Every language's lexicon where the engine reads it (the wheel holds none; the site has
    each gzipped, its sha256 that of the file as sent)."""
    from wordgames.worker import lexicon_path

    for lang, sha256 in lock["lexicons"].items():
        packed = await checked(f"lexicons/{lang}.lex.gz", sha256)
        Path(lexicon_path(lang)).write_bytes(gzip.decompress(packed))


def offline_aware(install):
    """micropip.install, but with a clear error when the network is down (the engine is installed)."""
    async def install_online(*args, **kwargs):
        if not navigator.onLine:
            raise OfflineError(OFFLINE)
        try:
            return await install(*args, **kwargs)
        except Exception:
            if not navigator.onLine:
                raise OfflineError(OFFLINE) from None
            raise
    install_online.__doc__ = install.__doc__
    return install_online


async def set_up():
    tell("engine")
    await pyodide_js.loadPackage("micropip")
    import micropip

    lock = await (await pyfetch(SITE + "wheels/lock.json", cache="no-cache")).json()
    path = f"/tmp/{lock['wheel']}"
    Path(path).write_bytes(await checked("wheels/" + lock["wheel"], lock["sha256"]))
    await micropip.install(f"emfs:{path}")
    await install_lexicons(lock)
    micropip.install = offline_aware(micropip.install)
    tell("wordlists")  # the page answers with the lists this browser keeps
    await word_lists_written
    import importlib.metadata
    import sys

    tell("ready", engine=importlib.metadata.version("wordgames"), python=sys.version.split()[0],
         pyodide=pyodide_js.version)


try:
    await set_up()  # noqa: F704 (PyScript runs this file with top-level await)
except IntegrityError as error:
    tell("failed", code="integrity", **error.fields)
    raise
except Exception as error:
    tell("failed", message=str(error))
    raise
