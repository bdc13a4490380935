"""A player's own word list: checked, compiled to a lexicon, kept for the visit, named in links.

:func:`read` takes the text of a list (``bytes`` or ``str``; UTF-8, a BOM is fine),
one word a line or words separated by commas or spaces, ``#`` starting a comment.
Each word is normalised as the built-in lists are (:func:`~wordgames.lexicon.normalize`)
and must be 2 to :data:`MAX_LETTERS` letters of its language's alphabet
(:data:`~wordgames.lexicon.ALPHABETS`); any other item is *rejected* with its line and a
reason (a :class:`~wordgames.messages.Message`).  Repeated words count once.  Words
the language's blocklist refuses (:meth:`~wordgames.lexicon.Lexicon.offensive`) are
dropped and only counted, never listed, so a list cannot make the page show one.
Every word of a custom list is an everyday (common) word: generators build from all
of them and par counts them all.  A list bigger than :data:`MAX_BYTES` or
:data:`MAX_WORDS`, one that is not UTF-8 text, or one without a usable word is
refused whole (:class:`~wordgames.lexicon.LexiconError`).

A list is known by its *id*: the first :data:`ID_LENGTH` hex digits of the SHA-256
of its language and its sorted words, so the same words give the same id in any
order, on any machine.  :func:`register` keeps a list for the visit (the worker's
memory) under its reference ``custom:<id>``, which every Boggle and Letter Boxed
action takes as its ``lexicon`` parameter (see :func:`resolve`);
a puzzle made with one carries its id and name in its share code
(:func:`wordgames.codes.pack_wordlist`, :func:`~wordgames.codes.unpack_wordlist`), and
playing it without the list loaded is the error ``wordlist.missing``.

The actions (``run("wordlist", ACTION, params)``, which the page's worker calls):
``load`` (``text`` or base64 ``data``, ``lang``, ``name``) registers a list and
answers with its summary (:meth:`WordList.summary`) and ``compiled``, the lexicon's bytes
in base64, which ``restore`` (``compiled``) takes on a later visit to skip the check;
``forget`` (``lexicon``) drops one.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .languages import DEFAULT
from .lexicon import ALPHABETS, BLOCKED, COMMON, LANGUAGES, Lexicon, LexiconError, load, load_file, normalize
from .messages import Message

NAME = "wordlist"
MAX_BYTES = 4 * 1024 * 1024
MAX_WORDS = 200_000
MIN_LETTERS, MAX_LETTERS = 2, 30
#: The shortest word each game plays (Boggle 4x4 and Letter Boxed: 3 letters).
GAME_MIN_LETTERS = {"boggle": 3, "letterboxed": 3}
ID_LENGTH = 10  # hex digits: 5 bytes in a share code
MAX_NAME_BYTES = 60
MAX_REJECTED_LISTED = 100  # every rejected item is counted; this many are listed
KEPT = 8  # lists kept in memory at once (the oldest registered goes first)
PREFIX = "custom:"
_SEPARATORS = re.compile(r"[,;\s]+")
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")


class Rejected(NamedTuple):
    """An item of a list that is not a usable word: its line (from 1), its text and why."""

    line: int
    text: str
    reason: Message


@dataclass
class WordList:
    """A checked list: its lexicon (every word common) and what the check found."""

    id: str
    name: str
    language: str
    lexicon: Lexicon
    rejected: list[Rejected] = field(default_factory=list)  # the first MAX_REJECTED_LISTED
    rejected_count: int = 0
    blocked: int = 0
    duplicates: int = 0

    @property
    def ref(self) -> str:
        """The ``lexicon`` parameter that names this list: ``custom:<id>``."""
        return PREFIX + self.id

    def too_short(self) -> dict[str, int]:
        """For each game, how many of the words are shorter than it plays."""
        return {game: sum(1 for w in self.lexicon.common_words if len(w) < least)
                for game, least in GAME_MIN_LETTERS.items()}

    def summary(self) -> dict[str, Any]:
        """The list as the page shows it (plain JSON)."""
        return {"id": self.id, "ref": self.ref, "name": self.name, "lang": self.language,
                "words": len(self.lexicon), "too_short": self.too_short(), "game_min": GAME_MIN_LETTERS,
                "blocked": self.blocked,
                "duplicates": self.duplicates, "rejected_count": self.rejected_count,
                "rejected": [{"line": r.line, "text": r.text, **r.reason.data(), "message": str(r.reason)}
                             for r in self.rejected]}


# -- reading a list -------------------------------------------------------------------
def decode_text(data: bytes | str) -> str:
    """The text of a list: UTF-8 (a BOM is dropped), within :data:`MAX_BYTES`, not binary."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise LexiconError(Message("wordlist.too_big", size=f"{size / 2**20:.1f}", max=MAX_BYTES // 2**20))
    if isinstance(data, bytes):
        if b"\x00" in data:  # images, archives, UTF-16: no text file of words holds a NUL
            raise LexiconError(Message("wordlist.binary"))
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise LexiconError(Message("wordlist.not_utf8", line=data.count(b"\n", 0, error.start) + 1)) from None
    text = data.removeprefix("\ufeff")
    if _CONTROL.search(text):
        raise LexiconError(Message("wordlist.binary"))
    return text


def clean_name(name: str, language: str) -> str:
    """A list's name as it is shown and linked: one line, at most :data:`MAX_NAME_BYTES`
    bytes of UTF-8, and empty if a word of it is offensive in ``language``."""
    name = " ".join(_CONTROL.sub("", str(name or "")).split())
    name = name.encode("utf-8")[:MAX_NAME_BYTES].decode("utf-8", "ignore").strip()
    base = load(language)
    return "" if any(base.offensive(w) for w in re.findall(r"\w+", name)) else name


def _blocked_among(ordered: list[str], base: Lexicon) -> Iterator[str]:
    """The words of ``ordered`` (sorted) that ``base`` blocks: one walk of its automaton, each
    word going on from the nodes of the prefix it shares with the word before."""
    path, previous = [base.root], ""  # path[i]: the node after the first i letters of previous
    for word in ordered:
        shared = 0
        while shared < len(word) and shared < len(previous) and word[shared] == previous[shared]:
            shared += 1
        del path[shared + 1:]
        node = path[-1]
        for letter in word[shared:]:
            node = base.child(node, letter) if node >= 0 else -1
            path.append(node)
        if node >= 0 and base.tiers[node] == BLOCKED:
            yield word
        previous = word


def steps(data: bytes | str, language: str = DEFAULT, name: str = "") -> Generator[dict, None, WordList]:
    """Check and compile a list, yielding ``progress`` events; returns the :class:`WordList`."""
    if language not in LANGUAGES:
        raise LexiconError(Message("param.unknown_language", given=repr(language), choices=", ".join(LANGUAGES)))
    lines = decode_text(data).splitlines()
    base = load(language)
    stems = re.compile("|".join(map(re.escape, base.meta.get("blocked_stems", ()))) or "(?!)")
    alphabet = set(ALPHABETS[language])
    words: dict[str, None] = {}
    rejected: list[Rejected] = []
    counts = {"rejected": 0, "blocked": 0, "duplicates": 0, "items": 0}

    def problem(item: str, word: str) -> Message | None:
        """Why ``word`` (normalised from ``item``) cannot be a word of the list, if it cannot."""
        if not word.isalpha():
            return Message("wordlist.not_word", item=item[:40])
        if not set(word) <= alphabet:
            odd = "".join(sorted(set(word) - alphabet)).upper()
            return Message("wordlist.letters", word=word.upper()[:40], chars=odd, count=len(odd), lang=language)
        if len(word) < MIN_LETTERS:
            return Message("wordlist.too_short", word=word.upper(), min=MIN_LETTERS)
        if len(word) > MAX_LETTERS:
            return Message("wordlist.too_long", word=word.upper()[:40], max=MAX_LETTERS)
        return None

    for number, line in enumerate(lines, 1):
        if number % 20_000 == 0:
            yield {"type": "progress", "stage": "checking", "done": number, "total": len(lines)}
        for item in _SEPARATORS.split(line.split("#", 1)[0]):
            word = normalize(item)
            if not word:
                continue
            counts["items"] += 1
            reason = problem(item, word)
            if (stems.search(word) and base.offensive(word)) or (reason and base.is_blocked(word)):
                counts["blocked"] += 1  # counted, never shown
            elif reason:
                counts["rejected"] += 1
                if len(rejected) < MAX_REJECTED_LISTED:
                    rejected.append(Rejected(number, item[:40], reason))
            elif word in words:
                counts["duplicates"] += 1
            else:
                words[word] = None
                if len(words) > MAX_WORDS:
                    raise LexiconError(Message("wordlist.too_many", max=MAX_WORDS))
    if not counts["items"]:
        raise LexiconError(Message("wordlist.empty"))
    candidates, blocked = sorted(words), set()
    for start in range(0, len(candidates), 20_000):  # in steps, so the page hears from the worker
        blocked.update(_blocked_among(candidates[start:start + 20_000], base))
        yield {"type": "progress", "stage": "compiling", "words": len(words)}
    ordered = [w for w in candidates if w not in blocked]
    counts["blocked"] += len(words) - len(ordered)
    if not ordered:
        raise LexiconError(Message("wordlist.no_words", count=counts["items"],
                                   first=rejected[0].reason if rejected else Message("wordlist.all_blocked")))
    digest = hashlib.sha256("\n".join([language, *ordered]).encode("utf-8")).hexdigest()[:ID_LENGTH]
    lexicon = Lexicon.from_tiers(dict.fromkeys(ordered, COMMON), language)
    name = clean_name(name, language)
    lexicon.meta.update(id=digest, name=name)
    return WordList(digest, name, language, lexicon, rejected, counts["rejected"],
                    counts["blocked"], counts["duplicates"])


def read(data: bytes | str, language: str = DEFAULT, name: str = "") -> WordList:
    """Check and compile a list (see the module's docstring); raises ``LexiconError`` if unusable."""
    events = steps(data, language, name)
    while True:
        try:
            next(events)
        except StopIteration as done:
            return done.value


# -- the lists of this visit --------------------------------------------------------------
_LISTS: dict[str, WordList] = {}


def register(wordlist: WordList) -> str:
    """Keep ``wordlist`` for this visit (the :data:`KEPT` most recent); its reference ``custom:<id>``."""
    _LISTS.pop(wordlist.id, None)
    _LISTS[wordlist.id] = wordlist
    while len(_LISTS) > KEPT:
        del _LISTS[next(iter(_LISTS))]
    return wordlist.ref


def parse_ref(ref: str) -> str:
    """The id in a reference ``custom:<id>``."""
    ident = ref[len(PREFIX):] if isinstance(ref, str) and ref.startswith(PREFIX) else ""
    if len(ident) != ID_LENGTH or not all(c in "0123456789abcdef" for c in ident):
        raise LexiconError(Message("wordlist.bad_ref", given=repr(str(ref)[:40])))
    return ident


def lookup(ref: str, language: str | None = None, name: str | None = None) -> Lexicon:
    """The lexicon of a registered list; ``wordlist.missing`` (naming ``name``, as a link
    gives it) if this visit has not loaded it, ``wordlist.other_language`` if it is not
    of ``language``."""
    ident = parse_ref(ref)
    wordlist = _LISTS.get(ident)
    if wordlist is None:
        raise LexiconError(Message("wordlist.missing", name=name, id=ident) if name
                           else Message("wordlist.missing_id", id=ident))
    if language and wordlist.language != language:
        raise LexiconError(Message("wordlist.other_language", name=wordlist.name or ident,
                                   list_lang=wordlist.language, lang=language))
    return wordlist.lexicon


def resolve(params: dict) -> Lexicon:
    """The lexicon an action asks for: ``lexicon`` (a player's list this visit loaded,
    ``custom:<id>``), ``wordlist`` (a file path) or ``lang`` (a built-in list)."""
    if params.get("lexicon"):
        return lookup(str(params["lexicon"]), params.get("lang"), params.get("lexicon_name"))
    if params.get("wordlist"):
        return load_file(str(params["wordlist"]))
    return load(str(params.get("lang") or DEFAULT))


def fields(params: dict) -> dict:
    """What a puzzle made with ``params`` keeps of its list: ``lexicon`` (the reference)
    and ``lexicon_name``, or nothing for the built-in lists."""
    if not params.get("lexicon"):
        return {}
    ident = parse_ref(str(params["lexicon"]))
    lookup(str(params["lexicon"]))  # a list this visit has not loaded is an error here
    return {"lexicon": PREFIX + ident, "lexicon_name": _LISTS[ident].name}


# -- actions ---------------------------------------------------------------------------------
def load_list(params: dict) -> Iterator[dict]:
    """Register a list: ``text`` (or ``data``, its bytes in base64), ``lang``, ``name``."""
    if params.get("data") is not None:
        try:
            data: bytes | str = base64.b64decode(str(params["data"]), validate=True)
        except (binascii.Error, ValueError):
            raise LexiconError(Message("wordlist.binary")) from None
    else:
        data = str(params.get("text") or "")
    wordlist = yield from steps(data, str(params.get("lang") or DEFAULT), str(params.get("name") or ""))
    register(wordlist)
    compiled = base64.b64encode(wordlist.lexicon.to_bytes()).decode("ascii")
    yield {"type": "result", **wordlist.summary(), "compiled": compiled}


def restore(params: dict) -> Iterator[dict]:
    """Register a list checked before, from ``compiled`` (base64 of the lexicon's bytes, as
    ``load`` gave them): a repeat visit skips the check.  Anything but such bytes is
    ``lexicon.bad_file`` (the page then loads the list from its text)."""
    try:
        lexicon = Lexicon.from_bytes(base64.b64decode(str(params.get("compiled") or ""), validate=True))
        ident, language = lexicon.meta["id"], lexicon.meta["language"]
        parse_ref(PREFIX + ident)
    except (binascii.Error, ValueError, KeyError, IndexError, LexiconError):
        raise LexiconError(Message("lexicon.bad_file")) from None
    wordlist = WordList(ident, str(lexicon.meta.get("name") or ""), language, lexicon)
    register(wordlist)
    yield {"type": "result", "id": ident, "ref": wordlist.ref, "name": wordlist.name, "lang": language,
           "words": len(lexicon)}


def forget(params: dict) -> Iterator[dict]:
    """Drop a registered list (``lexicon``: its reference) from this visit's memory."""
    ident = parse_ref(str(params.get("lexicon") or ""))
    yield {"type": "result", "forgotten": _LISTS.pop(ident, None) is not None}


ACTIONS = {"load": load_list, "restore": restore, "forget": forget}
