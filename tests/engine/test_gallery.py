"""The community gallery (issue #17): every shipped entry passes the engine's checks, each kind of
broken entry is refused with its file, line and reason, and a broken file stops the build."""

from __future__ import annotations

import subprocess
import sys

import pytest

import build
from conftest import ROOT, final
from wordgames import gallery
from wordgames.games import strands
from wordgames.languages import LANGUAGES
from wordgames.lexicon import load

SHIPPED = {lang: ROOT / "gallery" / f"{lang}.txt" for lang in LANGUAGES}


def shipped(lang: str, game: str = "strands") -> list[gallery.Entry]:
    """The shipped entries of a language of one game (tests/engine/test_gallery_letterboxed.py has Letter Boxed's)."""
    entries, problems = gallery.check_file(SHIPPED[lang])
    assert problems == []
    return [entry for entry in entries if entry.game == game]


def a_line(lang: str = "en", **fields) -> str:
    """A good line of the shipped gallery, with ``fields`` changed."""
    entry = shipped(lang)[0]
    values = {"date": entry.date, "author": entry.author, "clue": entry.clue, "code": entry.code, **fields}
    return "\t".join(values[name] for name in gallery.FIELDS)


def problems_of(*lines: str, lang: str = "en") -> list[str]:
    """The problems of a gallery file of a comment, a blank line and then ``lines`` (from line 3)."""
    return gallery.check_text("\n".join(["# a comment", "", *lines]) + "\n", lang, "gallery/en.txt")[1]


TWO_COVERS = strands.encode({  # two rows spell WORD, so WORD and DROW can swap: two covers
    "rows": 4, "cols": 4, "lang": "en", "clue": "Two ways", "letters": list("abcdefghwordword"),
    "words": ["abcd", "efgh", "word", "drow"], "paths": [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [15, 14, 13, 12]]})


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_shipped_entry_validates(lang):
    entries = shipped(lang)
    assert len(entries) >= {"sv": 10}.get(lang, 30)  # Swedish's gallery began with 12
    assert all(strands.decode(entry.code)["lang"] == lang for entry in entries)
    assert len({entry.clue for entry in entries}) == len(entries)
    author = {"en": "wordgames team", "nb": "wordgames-laget", "sv": "wordgames-teamet"}[lang]
    assert {entry.author for entry in entries} == {author}
    assert all("2026-10-01" <= entry.date <= "2026-11-23" for entry in entries)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_seeds_never_spoil_a_daily_and_use_real_words(lang):
    """No seed has a daily theme's clue or spangram; every theme word is in the game's word list."""
    daily = strands.themes(lang)
    clues, spangrams = {t["clue"].lower() for t in daily}, {t["spangram"] for t in daily}
    lexicon = load(lang)
    for entry in shipped(lang):
        puzzle = strands.decode(entry.code)
        assert entry.clue.lower() not in clues and puzzle["words"][0] not in spangrams, entry.clue
        assert all(word in lexicon for word in puzzle["words"][1:]), entry.clue


def test_a_good_line_passes_and_lines_are_counted_with_the_comments():
    entries, problems = gallery.check_text(f"# comment\n\n{a_line()}\n", "en", "gallery/en.txt")
    assert problems == [] and [entry.line for entry in entries] == [3]
    assert entries[0].words == len(strands.decode(entries[0].code)["words"])


def test_a_line_as_the_creator_copies_it_passes_when_its_board_has_one_answer():
    """The creator's Copy gallery entry writes date, name, clue and code with tabs (strands-create.js)."""
    words = strands.decode(shipped("en")[1].code)["words"]
    made = final("strands", "create", {"clue": "Made for the gallery", "spangram": words[0], "words": words[1:],
                                       "seed": "gallery"})
    line = "\t".join(["2026-11-24", "A. Player", made["clue"], made["code"]])
    entries, problems = gallery.check_text(line + "\n", "en", "gallery/en.txt")
    assert made["covers"] == 1 and problems == [] and entries[0].author == "A. Player"


def blocked_word() -> str:
    lexicon = load("en")
    return next(word for word in lexicon if lexicon.is_blocked(word))


@pytest.mark.parametrize("line, reason", [
    ("2026-10-01\twordgames team\tBoard members", "expected 4 fields separated by tabs"),
    (lambda: a_line(date="2026-13-01"), "'2026-13-01' is not a date of the form YYYY-MM-DD"),
    (lambda: a_line(date="1 Oct 2026"), "is not a date of the form YYYY-MM-DD"),
    (lambda: a_line(author=""), "the author's name is empty"),
    (lambda: a_line(author="x" * 41), "the author's name is 41 characters long; at most 40"),
    (lambda: a_line(clue=""), "the clue is empty"),
    (lambda: a_line(clue="y" * 81), "the clue is 81 characters long; at most 80"),
    (lambda: a_line(code=a_line().split("\t")[3][:-4]), "the code does not open: "),
    (lambda: a_line(code=shipped("nb")[0].code), "the code is a puzzle in nb, but this is the en gallery"),
    (lambda: a_line(clue="Another clue"), "the clue 'Another clue' is not the code's clue"),
    (lambda: a_line(author=f"Ann {blocked_word()}"), "the author's name holds a word the game never shows"),
    (lambda: a_line(clue="Two ways", code=TWO_COVERS),
     "the board has 2 ways to place its words; a gallery puzzle needs exactly one"),
])
def test_each_broken_entry_fails_with_its_line_and_reason(line, reason):
    text = line() if callable(line) else line
    problems = problems_of(text)
    assert len(problems) == 1 and problems[0].startswith("gallery/en.txt:3: ") and reason in problems[0], problems


def test_a_clue_with_a_blocked_word_is_refused():
    puzzle = strands.decode(shipped("en")[0].code)
    clue = f"My {blocked_word()}"
    code = strands.encode({**puzzle, "clue": clue})  # a code made by hand: the engine never makes one
    [problem] = problems_of(a_line(clue=clue, code=code))
    assert problem.startswith("gallery/en.txt:3: the code does not open: ") and "not allowed" in problem


def test_the_same_puzzle_twice_and_several_problems_each_on_its_line():
    problems = problems_of(a_line(), a_line(author=""), a_line(date="2026-10-05"))
    assert problems == ["gallery/en.txt:4: the author's name is empty",
                        "gallery/en.txt:5: the same puzzle as line 3"]


def test_a_file_is_named_after_its_language(tmp_path):
    wrong = tmp_path / "english.txt"
    wrong.write_text(a_line() + "\n")
    names = ", ".join(f"{lang}.txt" for lang in LANGUAGES)
    assert gallery.check_file(wrong)[1] == [f"{wrong}: a gallery file is named after its language: {names}"]


def test_newest_first_puts_the_later_line_first_on_one_day():
    def make(date, line):
        return gallery.Entry(date, "a", "c", f"code{line}", 5, line)

    listed = gallery.newest_first([make("2026-10-01", 3), make("2026-10-02", 4), make("2026-10-02", 5)])
    assert [entry["code"] for entry in listed] == ["code5", "code4", "code3"]
    assert set(listed[0]) == {"game", "date", "author", "clue", "code", "words"}


def broken_gallery(tmp_path):
    folder = tmp_path / "gallery"
    folder.mkdir()
    (folder / "en.txt").write_text("# a comment\n" + a_line() + "\n" + a_line(author="") + "\n")
    (folder / "nb.txt").write_text(a_line("nb") + "\n")
    return folder


def test_a_broken_gallery_stops_the_build_with_the_line_before_anything_is_written(tmp_path):
    folder = broken_gallery(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        build.build(tmp_path / "site", folder)
    assert str(stopped.value).endswith(f"\n{folder / 'en.txt'}:3: the author's name is empty")
    assert not (tmp_path / "site").exists()


def test_the_shipped_gallery_is_listed_newest_first_for_the_build():
    listings = build.gallery()
    assert set(listings) == set(LANGUAGES)
    for lang, entries in listings.items():
        assert len(entries) == len(shipped(lang)) + len(shipped(lang, "letterboxed"))
        assert [e["date"] for e in entries] == sorted((e["date"] for e in entries), reverse=True)


def test_the_command_line_checks_a_file_without_a_traceback(tmp_path):
    folder = broken_gallery(tmp_path)
    command = [sys.executable, "-m", "wordgames", "gallery", "check"]
    bad = subprocess.run([*command, str(folder / "en.txt")], capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    assert bad.stdout == f"{folder / 'en.txt'}:3: the author's name is empty\n"
    good = subprocess.run([*command, "gallery/en.txt", "gallery/nb.txt"], capture_output=True, text=True, cwd=ROOT)
    assert good.returncode == 0, good.stdout
    counts = {lang: len(gallery.check_file(SHIPPED[lang])[0]) for lang in ("en", "nb")}
    assert good.stdout.splitlines() == [f"gallery/{lang}.txt: {n} puzzles, all good" for lang, n in counts.items()]
