"""A compact word store: membership, prefix walking and word tiers.

Words live in a minimal acyclic automaton (a DAWG) stored in four flat arrays,
so a lexicon loads with a few ``frombytes`` calls and costs a few bytes a word:

* node ``n`` owns edges ``first[n]`` to ``first[n + 1] - 1``;
* edge ``e`` carries the letter ``labels[e]`` (its Latin-1 code, sorted within a
  node) and leads to node ``targets[e]``;
* ``tiers[n]`` says whether the path to ``n`` spells a word and of which tier.

Because the tier is part of each state, the automaton stays minimal and still
tells a common word from a merely accepted, a rare or a blocked one.  Solvers walk it
with :meth:`Lexicon.child` from :attr:`Lexicon.root` and take a node as a word
where :attr:`Lexicon.playable` says so; generators draw from
:attr:`Lexicon.common_words`.  Blocked words are kept only so that they can be
refused by name: no solver, hint or list ever yields one.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from array import array
from collections.abc import Iterator
from functools import cache, cached_property, lru_cache
from pathlib import Path

from .languages import LANGUAGES as FOLDERS
from .messages import LANGUAGES, Message

NOT_A_WORD = 0
ACCEPTED = 1  # a player may play it
COMMON = 2  # a player may play it, and a generator may build puzzles from it
BLOCKED = 3  # a slur or profanity: never played, never shown (rejected as "not in the word list")
RARE = 4  # a player may play it, but no puzzle is built or judged by it (English: words beyond SCOWL size 70)
#: The tiers of the words a player may play.
PLAYABLE = (ACCEPTED, COMMON, RARE)

# The built-in languages are messages.LANGUAGES (imported above), each a folder of data
# (wordgames/languages/).
#: The letters of each built-in language (its language.json), in the order share codes number them.
ALPHABETS = {code: language.alphabet for code, language in FOLDERS.items()}
#: The compiled built-in lexicons, shipped in the package (a plain path: the wheel is
#: always unpacked, so importlib.resources, slow to import in Pyodide, is not needed).
DATA = Path(__file__).parent / "data"
MAGIC = b"WGLEX1\n"


class LexiconError(ValueError):
    """A word list that cannot be read or used, with a message for a person."""


def normalize(word: str) -> str:
    """The form words are stored in: NFC, stripped, lower case."""
    return unicodedata.normalize("NFC", word.strip()).lower()


class Lexicon:
    """An immutable set of words with tiers and a walkable prefix structure."""

    root = 0

    def __init__(self, first: array, tiers: bytes, labels: bytes, targets: array,
                 common_words: tuple[str, ...], meta: dict) -> None:
        self.first = first
        self.tiers = tiers
        self.labels = labels
        self.targets = targets
        self.common_words = common_words
        self.meta = meta
        self.language: str = meta["language"]
        self.alphabet: str = meta["alphabet"]

    # -- walking -----------------------------------------------------------------
    def child(self, node: int, letter: str) -> int:
        """The node reached from ``node`` by ``letter``, or -1."""
        code = ord(letter)
        if code > 255:  # labels are Latin-1: no edge carries this letter
            return -1
        edge = self.labels.find(code, self.first[node], self.first[node + 1])
        return -1 if edge < 0 else self.targets[edge]

    def children(self, node: int) -> Iterator[tuple[str, int]]:
        """``(letter, node)`` for every edge out of ``node``, in letter order."""
        for edge in range(self.first[node], self.first[node + 1]):
            yield chr(self.labels[edge]), self.targets[edge]

    @cached_property
    def playable(self) -> bytes:
        """``playable[n]`` is 1 where node ``n`` ends a word a player may play (common,
        accepted or rare), 0 elsewhere: blocked words are not words to a solver."""
        table = bytes(1 if tier in PLAYABLE else 0 for tier in range(256))
        return self.tiers.translate(table)

    @cached_property
    def letter_bits(self) -> dict[str, int]:
        """Each letter of the alphabet as one bit (``1 << position``), so sets of letters are integers."""
        return {letter: 1 << position for position, letter in enumerate(self.alphabet)}

    @cached_property
    def child_letters(self) -> list[int]:
        """``child_letters[n]``: the letters on the edges out of node ``n``, as letter bits.

        Edges are sorted by letter like the alphabet, so the edge for letter bit
        ``b`` is ``first[n] + (child_letters[n] & (b - 1)).bit_count()``.
        """
        bit_of_code = [0] * 256
        for letter, bit in self.letter_bits.items():
            bit_of_code[ord(letter)] = bit
        edge_bits = [bit_of_code[code] for code in self.labels]
        first = self.first
        return [sum(edge_bits[first[n]:first[n + 1]]) for n in range(len(first) - 1)]

    @cached_property
    def letter_counts(self) -> dict[str, int]:
        """How often each letter occurs in the playable words, every occurrence counted: as
        the built-in lexicon's file stores them (counted when it was compiled: 0.4 s in
        CPython, more in Pyodide, that the first best-board search then never spends), else
        counted now."""
        stored = self.meta.get("letter_counts")
        if isinstance(stored, dict) and set(stored) == set(self.alphabet):
            return {letter: stored[letter] for letter in self.alphabet}
        return self.count_letters()

    def count_letters(self) -> dict[str, int]:
        """How often each letter occurs in the playable words, every occurrence counted.

        Counted on the automaton, not word by word: the words below each node
        (children first), the prefixes reaching it (parents first), and an edge's
        letter occurs once in each word made of a prefix to it and a word below it.
        """
        first, targets, labels, playable = self.first, self.targets, self.labels, self.playable
        state = bytearray(len(playable))  # 0 unseen, 1 children pending, 2 counted
        children_first: list[int] = []
        stack = [self.root]
        while stack:
            node = stack[-1]
            if state[node] == 0:
                state[node] = 1
                stack.extend(t for t in targets[first[node]:first[node + 1]] if state[t] == 0)
            else:
                stack.pop()
                if state[node] == 1:
                    state[node] = 2
                    children_first.append(node)
        below = [0] * len(playable)
        for node in children_first:
            below[node] = playable[node] + sum(below[t] for t in targets[first[node]:first[node + 1]])
        reach = [0] * len(playable)
        reach[self.root] = 1
        counts = dict.fromkeys(self.alphabet, 0)
        for node in reversed(children_first):
            for edge in range(first[node], first[node + 1]):
                target = targets[edge]
                reach[target] += reach[node]
                counts[chr(labels[edge])] += reach[node] * below[target]
        return counts

    def walk(self, prefix: str) -> int:
        """The node that ``prefix`` leads to, or -1 if no word starts so."""
        node = self.root
        for letter in prefix:
            node = self.child(node, letter)
            if node < 0:
                return -1
        return node

    # -- words ---------------------------------------------------------------------
    def tier(self, word: str) -> int:
        """:data:`NOT_A_WORD`, :data:`ACCEPTED`, :data:`COMMON`, :data:`RARE` or :data:`BLOCKED`."""
        node = self.walk(normalize(word))
        return NOT_A_WORD if node < 0 else self.tiers[node]

    def __contains__(self, word: object) -> bool:
        """Whether a player may play ``word`` (common, accepted or rare, never blocked)."""
        return isinstance(word, str) and self.tier(word) in PLAYABLE

    def is_common(self, word: str) -> bool:
        return self.tier(word) == COMMON

    def is_blocked(self, word: str) -> bool:
        return self.tier(word) == BLOCKED

    def offensive(self, text: str) -> bool:
        """Whether a player's ``text`` (a word, or words run together) is or holds a slur or profanity.

        A playable word is fine (``kukake`` is a cake); a blocked word is not; any other
        text is refused if it holds a blocked stem (``fuckthis``, ``drittsekkfest``).
        """
        word = normalize(text)
        if self.is_blocked(word):
            return True
        if word in self:
            return False
        return any(stem in word for stem in self.meta.get("blocked_stems", ()))

    def __len__(self) -> int:
        """How many words are stored, blocked ones included."""
        return self.meta["words"]

    def __iter__(self) -> Iterator[str]:
        """Every stored word (blocked ones included, with :meth:`tier` to tell), in code-point order."""
        stack = [(self.root, "")]
        while stack:
            node, prefix = stack.pop()
            if self.tiers[node]:
                yield prefix
            stack.extend(reversed([(n, prefix + c) for c, n in self.children(node)]))

    def __repr__(self) -> str:
        return f"<Lexicon {self.language}: {len(self)} words, {len(self.tiers)} nodes>"

    # -- building and storing -------------------------------------------------
    @classmethod
    def from_tiers(cls, tiered: dict[str, int], language: str) -> Lexicon:
        """Build from ``{word: tier}``; words must already be normalized."""
        return _build(tiered, language)

    @classmethod
    def from_file(cls, path: str | Path) -> Lexicon:
        """A player's own word list: one word a line, every word common.

        Lines that are not a single word of letters (or have letters outside
        Latin-1) are skipped; the count of those is kept in ``meta["skipped"]``.
        """
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            raise LexiconError(Message("lexicon.unreadable", path=repr(str(path)), error=str(error))) from None
        tiered: dict[str, int] = {}
        skipped = 0
        for line in text.splitlines():
            word = normalize(line)
            if word.isalpha() and max(map(ord, word)) < 256:
                tiered[word] = COMMON
            elif word:
                skipped += 1
        if not tiered:
            raise LexiconError(Message("lexicon.empty", path=repr(str(path))))
        lexicon = _build(tiered, f"file:{Path(path).name}")
        lexicon.meta["skipped"] = skipped
        return lexicon

    def to_bytes(self) -> bytes:
        header = json.dumps(self.meta, ensure_ascii=True, sort_keys=True).encode() + b"\n"
        common = "\n".join(self.common_words).encode("utf-8")
        first, targets = _little_endian(self.first), _little_endian(self.targets)
        sizes = [len(first), len(self.tiers), len(self.labels), len(targets), len(common)]
        return MAGIC + header + json.dumps(sizes).encode() + b"\n" + b"".join(
            [first, self.tiers, self.labels, targets, common])

    @classmethod
    def from_bytes(cls, data: bytes) -> Lexicon:
        if not data.startswith(MAGIC):
            raise LexiconError(Message("lexicon.bad_file"))
        header_end = data.index(b"\n", len(MAGIC))
        sizes_end = data.index(b"\n", header_end + 1)
        meta = json.loads(data[len(MAGIC):header_end])
        sizes = json.loads(data[header_end + 1:sizes_end])
        view = memoryview(data)
        offset = sizes_end + 1
        sections = []
        for size in sizes:
            sections.append(view[offset:offset + size])
            offset += size
        first, targets = array("I"), array("I")
        first.frombytes(sections[0])
        targets.frombytes(sections[3])
        if sys.byteorder == "big":
            first.byteswap()
            targets.byteswap()
        common = bytes(sections[4]).decode("utf-8")
        return cls(first, bytes(sections[1]), bytes(sections[2]), targets,
                   tuple(common.split("\n")) if common else (), meta)


def _little_endian(values: array) -> bytes:
    if sys.byteorder == "big":
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def _build(tiered: dict[str, int], language: str) -> Lexicon:
    """Daciuk's incremental construction of a minimal automaton from sorted words."""
    words = sorted(tiered)
    edges: list[dict[str, int] | None] = [{}]  # node -> {letter: node}; None once merged
    tiers = bytearray(1)
    register: dict[tuple, int] = {}
    path: list[tuple[int, str, int]] = []  # the previous word's unregistered edges

    def register_down_to(depth: int) -> None:
        while len(path) > depth:
            parent, letter, node = path.pop()
            key = (tiers[node], tuple(edges[node].items()))
            twin = register.setdefault(key, node)
            if twin != node:
                edges[parent][letter] = twin
                edges[node] = None

    previous = ""
    for word in words:
        shared = 0
        limit = min(len(word), len(previous))
        while shared < limit and word[shared] == previous[shared]:
            shared += 1
        register_down_to(shared)
        node = path[-1][2] if path else 0
        for letter in word[shared:]:
            fresh = len(edges)
            edges.append({})
            tiers.append(0)
            edges[node][letter] = fresh
            path.append((node, letter, fresh))
            node = fresh
        tiers[node] = tiered[word]
        previous = word
    register_down_to(0)

    # Number the surviving nodes breadth first and flatten them.
    order, index = [0], {0: 0}
    for node in order:
        for target in edges[node].values():
            if target not in index:
                index[target] = len(order)
                order.append(target)
    first, targets = array("I", [0]), array("I")
    labels, node_tiers = bytearray(), bytearray()
    for node in order:
        for letter, target in edges[node].items():  # inserted in sorted order
            labels.append(ord(letter))
            targets.append(index[target])
        first.append(len(targets))
        node_tiers.append(tiers[node])
    alphabet = "".join(sorted({c for w in words for c in w}))
    common = tuple(w for w in words if tiered[w] == COMMON)
    meta = {"language": language, "alphabet": alphabet, "words": len(words),
            "common": len(common)}
    return Lexicon(first, bytes(node_tiers), bytes(labels), targets, common, meta)


def compile_folder(folder: Path, language: str) -> Lexicon:
    """Build a language's lexicon from ``accepted.txt``, ``common.txt``, ``blocked.txt``
    and, where the folder has one, ``rare.txt``."""
    def read(name: str) -> list[str]:
        return (folder / name).read_text(encoding="utf-8").split()

    tiered = dict.fromkeys(read("accepted.txt"), ACCEPTED)
    if (folder / "rare.txt").exists():
        tiered.update(dict.fromkeys(read("rare.txt"), RARE))
    tiered.update(dict.fromkeys(read("common.txt"), COMMON))
    tiered.update(dict.fromkeys(read("blocked.txt"), BLOCKED))
    lexicon = _build(tiered, language)
    stems = folder / "blocked-stems.txt"
    if stems.exists():  # kept for text that is not one word (see Lexicon.offensive)
        lines = stems.read_text(encoding="utf-8").splitlines()
        lexicon.meta["blocked_stems"] = sorted({line.split("#")[0].strip() for line in lines} - {""})
    lexicon.meta["letter_counts"] = lexicon.count_letters()
    return lexicon


def compile_stale(wordlists: Path, data: Path) -> list[str]:
    """Compile each language folder of ``wordlists`` into ``data/<lang>.lex`` where that file
    is missing or older than its word lists (or this module); the languages compiled.

    The build runs this: ``python build.py lexicon`` and the setuptools hook in setup.py, so
    ``pip install .`` and the wheel ship the lexicons.  Without a ``wordlists`` folder (a
    scratch copy of the sources that holds the built files) the files in ``data`` are used
    as they are.  The same word lists always give the same bytes.  A language of another
    folder (``WORDGAMES_LANGUAGES``) has its word lists in its folder's ``wordlists/`` and
    its lexicon beside its ``language.json``.
    """
    compiled = []
    for language in LANGUAGES:
        folder = FOLDERS[language]
        shipped = folder.lexicon_file.parent == DATA  # else a language of WORDGAMES_LANGUAGES: all in its folder
        source = wordlists / language if shipped else folder.folder / "wordlists"
        target = data / f"{language}.lex" if shipped else folder.lexicon_file
        if not source.is_dir():
            if not target.exists():
                raise LexiconError(Message("lexicon.missing", target=str(target), source=str(source)))
            continue
        newest = max(p.stat().st_mtime for p in [*source.glob("*.txt"), Path(__file__)])
        if target.exists() and target.stat().st_mtime >= newest:
            continue
        print(f"compiling the {language} lexicon", file=sys.stderr, flush=True)
        data.mkdir(parents=True, exist_ok=True)
        target.write_bytes(compile_folder(source, language).to_bytes())
        compiled.append(language)
    return compiled


@cache
def load(language: str) -> Lexicon:
    """The built-in lexicon of ``language`` (a code of messages.LANGUAGES), loaded once.

    Its file missing is the error ``lexicon.not_built`` naming the language: the site's
    worker then fetches the file, writes it (:func:`wordgames.worker.lexicon_path`) and runs
    the action again."""
    if language not in LANGUAGES:
        raise LexiconError(Message("param.unknown_language", given=repr(language), choices=", ".join(LANGUAGES)))
    try:
        data = FOLDERS[language].lexicon_file.read_bytes()
    except FileNotFoundError:
        raise LexiconError(Message("lexicon.not_built", lang=language)) from None
    return Lexicon.from_bytes(data)


def load_file(path: str) -> Lexicon:
    """A player's word list file, loaded again only when the file changes."""
    try:
        stat = Path(path).stat()
    except OSError as error:
        raise LexiconError(Message("lexicon.unreadable", path=repr(path), error=str(error))) from None
    return _load_file_version(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=4)
def _load_file_version(path: str, mtime_ns: int, size: int) -> Lexicon:
    return Lexicon.from_file(path)

