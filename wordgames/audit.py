"""The puzzle quality audit: every daily of a window of days, measured.

``python -m wordgames audit --days 365 --lang nb`` (``--start YYYY-MM-DD``,
default 2027-01-01; ``--lang`` defaults to both languages; ``--json`` prints the
events as JSON lines) runs each day's daily exactly as the page asks for it,
``generate {"daily": DATE, "lang": LANG}``, then the action that shows its
answers, and counts per game and language:

* Letter Boxed: the par of each daily, the boards with no two-word solution over
  the full word list, and how long ``generate`` took;
* Boggle: the everyday (common) words on each board (least and median), and the
  boards that show five or more of one letter;
* Strands: themes (clues) that come back within the window, nested theme
  words (a theme word inside another theme word or inside the spangram), and
  the dailies with a theme word that also traces on other cells (``elsewhere``);
* for every game, the blocked words shown, which must be none: every word any
  action would show (Boggle's solve words, which are also the player's missed
  words, Letter Boxed's two-word pairs and best solutions, Strands' theme words,
  which are also its hints, its spangram, its clue's words and ``solve``'s
  dictionary words) is checked with :meth:`~wordgames.lexicon.Lexicon.is_blocked`;
* for every game, the offensive words shown by the independent list
  (:mod:`wordgames.offensive_check`, lists the blocklist is not built from),
  which must be none too.

:func:`audit` is a generator like the games' actions: ``progress`` events, one
per day and language, then the ``result``.  :func:`table` turns that into text.
"""

from __future__ import annotations

import datetime as _dt
import time
from collections import Counter
from collections.abc import Iterator
from statistics import median

from .games import run
from .games.base import Event, PuzzleError, final, integer, progress, result
from .lexicon import LANGUAGES, load
from .offensive_check import flagged, words_of

DEFAULT_START = "2027-01-01"


def _daily(game: str, action: str, params: dict) -> dict:
    """Run an action to its result; an error is a broken daily, so it stops the audit."""
    outcome = final(run(game, action, params))
    if outcome["type"] != "result":
        raise PuzzleError(f"{game} {action} {params}: {outcome.get('message')}")
    return outcome


def _timed(game: str, params: dict) -> tuple[dict, float]:
    started = time.perf_counter()
    puzzle = _daily(game, "generate", params)
    return puzzle, time.perf_counter() - started


def _letterboxed(day: str, lang: str, seen: dict) -> list[str]:
    puzzle, seconds = _timed("letterboxed", {"daily": day, "lang": lang})
    solved = _daily("letterboxed", "solve", {"code": puzzle["code"]})
    seen["par"][puzzle["par"]] += 1
    seen["seconds"].setdefault(puzzle["par"], []).append(seconds)
    if not solved["two_word_solutions"]:
        seen["without_two_word"].append(day)
    return [w for pair in solved["two_word_solutions"] for w in pair] + solved["best"] + (
        solved["everyday_best"] or [])


def _boggle(day: str, lang: str, seen: dict) -> list[str]:
    board, seconds = _timed("boggle", {"daily": day, "lang": lang})
    solved = _daily("boggle", "solve", {"code": board["code"]})
    lexicon = load(lang)
    seen["everyday"].append(sum(1 for w in solved["words"] if lexicon.is_common(w)))
    seen["seconds"].append(seconds)
    letter, count = Counter(board["faces"]).most_common(1)[0]
    if count >= 5:
        seen["five_of_one_letter"].append(f"{day} {letter.upper()}x{count}")
    return solved["words"]


def _strands(day: str, lang: str, seen: dict) -> list[str]:
    puzzle, seconds = _timed("strands", {"daily": day, "lang": lang})
    solved = _daily("strands", "solve", {"code": puzzle["code"]})
    seen["seconds"].append(seconds)
    clue = puzzle["clue"]
    if clue in seen["clues"]:
        seen["repeats"].append(f"{day} {clue!r} (first {seen['clues'][clue]})")
    else:
        seen["clues"][clue] = day
    words, spangram = puzzle["words"], puzzle["spangram"]
    for word in words:
        hosts = [other for other in words + [spangram] if other != word and word in other]
        if hosts:
            seen["nested"].append(f"{day} {word.upper()} in {hosts[0].upper()}")
    if puzzle["elsewhere"]:
        seen["elsewhere"].append(f"{day} {' '.join(w.upper() for w in puzzle['elsewhere'])}")
    return [spangram, *words, *solved["dictionary_words"], *words_of(clue)]


GAMES = {"letterboxed": _letterboxed, "boggle": _boggle, "strands": _strands}


def _fresh() -> dict:
    return {"letterboxed": {"par": Counter(), "without_two_word": [], "seconds": {}, "blocked": [],
                            "offensive": []},
            "boggle": {"everyday": [], "five_of_one_letter": [], "seconds": [], "blocked": [],
                       "offensive": []},
            "strands": {"clues": {}, "repeats": [], "nested": [], "elsewhere": [], "seconds": [], "blocked": [],
                        "offensive": []}}


def _summary(seen: dict) -> dict:
    """The counts of one language, JSON-able."""
    lb, bg, st = seen["letterboxed"], seen["boggle"], seen["strands"]
    return {
        "letterboxed": {
            "par": {str(par): lb["par"][par] for par in sorted(lb["par"])},
            "without_two_word": len(lb["without_two_word"]), "without_two_word_days": lb["without_two_word"],
            "generate_seconds": {str(par): {"median": round(median(times), 3), "max": round(max(times), 3)}
                                 for par, times in sorted(lb["seconds"].items())},
            "blocked_shown": len(lb["blocked"]), "blocked_words": lb["blocked"],
            "offensive_shown": len(lb["offensive"]), "offensive_words": lb["offensive"]},
        "boggle": {
            "everyday_min": min(bg["everyday"]), "everyday_median": median(bg["everyday"]),
            "five_of_one_letter": len(bg["five_of_one_letter"]), "five_of_one_letter_days": bg["five_of_one_letter"],
            "generate_seconds": {"median": round(median(bg["seconds"]), 3), "max": round(max(bg["seconds"]), 3)},
            "blocked_shown": len(bg["blocked"]), "blocked_words": bg["blocked"],
            "offensive_shown": len(bg["offensive"]), "offensive_words": bg["offensive"]},
        "strands": {
            "themes": len(st["clues"]), "theme_repeats": len(st["repeats"]), "theme_repeat_days": st["repeats"],
            "nested": len(st["nested"]), "nested_words": st["nested"],
            "elsewhere": len(st["elsewhere"]), "elsewhere_days": st["elsewhere"],
            "generate_seconds": {"median": round(median(st["seconds"]), 3), "max": round(max(st["seconds"]), 3)},
            "blocked_shown": len(st["blocked"]), "blocked_words": st["blocked"],
            "offensive_shown": len(st["offensive"]), "offensive_words": st["offensive"]},
    }


def audit(params: dict) -> Iterator[Event]:
    """Audit ``days`` dailies from ``start`` for ``lang`` (or every language)."""
    days = integer(params, "days", 365, 1, 3660)
    try:
        start = _dt.date.fromisoformat(str(params.get("start") or DEFAULT_START))
    except ValueError:
        raise PuzzleError(f"start must be a date of the form YYYY-MM-DD, not {params.get('start')!r}") from None
    lang = params.get("lang")
    if lang and lang not in LANGUAGES:
        raise PuzzleError(f"unknown language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
    languages = [lang] if lang else list(LANGUAGES)
    summaries = {}
    for lang in languages:
        lexicon = load(lang)
        seen = _fresh()
        for offset in range(days):
            day = (start + _dt.timedelta(days=offset)).isoformat()
            for game, measure in GAMES.items():
                shown = measure(day, lang, seen[game])
                seen[game]["blocked"].extend(f"{day} {w}" for w in sorted(set(shown)) if lexicon.is_blocked(w))
                seen[game]["offensive"].extend(f"{day} {w}" for w in flagged(shown, lang))
            yield progress(stage="audit", lang=lang, day=day, done=offset + 1, days=days)
        summaries[lang] = _summary(seen)
    yield result(start=start.isoformat(), days=days, languages=summaries)


def table(outcome: dict) -> str:
    """The audit's result as a plain-text table, one block per game."""
    langs = list(outcome["languages"])
    data = outcome["languages"]
    end = _dt.date.fromisoformat(outcome["start"]) + _dt.timedelta(days=outcome["days"] - 1)

    def block(title: str, rows: list[tuple[str, ...]]) -> str:
        header = ("", *langs)
        widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
        lines = [title] + ["  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                     for i, (c, w) in enumerate(zip(row, widths)))
                           for row in [header, *rows]]
        return "\n".join(lines)

    def each(game: str, show) -> tuple[str, ...]:
        return tuple(show(data[lang][game]) for lang in langs)

    def seconds(timing: dict) -> str:
        return f"{timing['median']:.2f} / {timing['max']:.2f}"

    pars = sorted({par for lang in langs for par in data[lang]["letterboxed"]["par"]})
    letterboxed = [(f"par {par}", *each("letterboxed", lambda g, p=par: g["par"].get(p, 0))) for par in pars]
    letterboxed += [("no two-word solution", *each("letterboxed", lambda g: g["without_two_word"]))]
    letterboxed += [(f"generate s, par {par} (median / max)", *each(
        "letterboxed", lambda g, p=par: seconds(g["generate_seconds"][p]) if p in g["generate_seconds"] else "-"))
        for par in pars]
    letterboxed += [("blocked words shown", *each("letterboxed", lambda g: g["blocked_shown"])),
                    ("offensive words shown (independent list)", *each("letterboxed", lambda g: g["offensive_shown"]))]
    boggle = [("everyday words, least", *each("boggle", lambda g: g["everyday_min"])),
              ("everyday words, median", *each("boggle", lambda g: g["everyday_median"])),
              ("boards with 5+ of one letter", *each("boggle", lambda g: g["five_of_one_letter"])),
              ("generate s (median / max)", *each("boggle", lambda g: seconds(g["generate_seconds"]))),
              ("blocked words shown", *each("boggle", lambda g: g["blocked_shown"])),
               ("offensive words shown (independent list)", *each("boggle", lambda g: g["offensive_shown"]))]
    strands = [("themes", *each("strands", lambda g: g["themes"])),
               ("theme repeats", *each("strands", lambda g: g["theme_repeats"])),
               ("nested theme words", *each("strands", lambda g: g["nested"])),
               ("dailies with a word traced elsewhere", *each("strands", lambda g: g["elsewhere"])),
               ("generate s (median / max)", *each("strands", lambda g: seconds(g["generate_seconds"]))),
               ("blocked words shown", *each("strands", lambda g: g["blocked_shown"])),
               ("offensive words shown (independent list)", *each("strands", lambda g: g["offensive_shown"]))]
    return "\n\n".join([f"Daily puzzles {outcome['start']} to {end.isoformat()} ({outcome['days']} days)",
                        block("Letter Boxed", letterboxed), block("Boggle (4x4)", boggle),
                        block("Strands", strands)]) + "\n"
