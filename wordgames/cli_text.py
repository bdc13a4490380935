"""The command line's words for people: each action's result as text, progress and errors.

:func:`result_text` draws a result: boards as text, words in columns that fit
:data:`WIDTH` columns, scores, par, the share code and link.  :func:`progress_text`
says a long action's progress in one line, :func:`error_text` an error.  Every word
comes from the ``cli`` group of the catalogue (``cli.*`` codes) and every message of
the engine (a move's reason, why no board exists) from its ``engine`` group, in the
language of the action's ``lang`` parameter, English when it has none
(:func:`language`).

The CLI does not know the site's address, so a link is shown as its end, the route
``#GAME/p/CODE`` (``#GAME/daily/DATE/CODE`` for a daily), to put after it.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from . import audit
from .games import strands
from .languages import DEFAULT
from .messages import LANGUAGES, Message, catalogue, text

#: The columns the text fits in.
WIDTH = 80
#: The covers of a Strands grid drawn by ``solve`` (the rest are counted).
COVERS_DRAWN = 3

Lines = list[str]


def language(params: dict) -> str:
    """The language of the CLI's words: the action's ``lang``, English when it names none we have."""
    lang = params.get("lang")
    return lang if lang in LANGUAGES else DEFAULT


def say(code: str, lang: str, /, **params) -> str:
    """The command line's text ``cli.<code>`` in ``lang``."""
    return text(f"cli.{code}", lang, **params)


def said(data: dict, lang: str) -> str:
    """An engine message sent as ``{"code", "params"}`` (an error, a move's reason), in ``lang``."""
    return Message.of(data).text(lang)


def error_text(event: dict, lang: str) -> str:
    """An ``error`` event's message in ``lang`` (its English ``message`` when it has no code).

    The page's words name no option. At the command line a developer is told more: a code
    with a text of its own in the ``cli`` group (``cli.param.missing`` for every
    ``param.missing.*``, ``cli.engine.unknown_game``) is said in that text, which names the
    option or lists the games.
    """
    code = event.get("code")
    if not code:
        return event["message"]
    own = catalogue(lang)
    for cli_code in (f"cli.{code}", f"cli.{'.'.join(code.split('.')[:2])}"):
        if cli_code in own:
            return said({"code": cli_code, "params": event.get("params", {})}, lang)
    return said(event, lang)


def reason_text(result: dict, lang: str) -> str:
    """Why a move was refused, in ``lang``."""
    return said({"code": result["reason_code"], "params": result["reason_params"]}, lang)


# -- layout ---------------------------------------------------------------------------------
def table(rows: list[tuple[str, str]]) -> Lines:
    """Labels and their values, the values lined up."""
    wide = max(len(label) for label, _ in rows)
    return [f"{label.ljust(wide)}  {value}" for label, value in rows]


def columns(items: list[str], indent: int = 2, gap: int = 2) -> Lines:
    """``items`` down and then across, in as many columns as fit :data:`WIDTH`."""
    if not items:
        return []
    cell = max(map(len, items)) + gap
    across = max(1, (WIDTH - indent + gap) // cell)
    down = -(-len(items) // across)
    return [" " * indent + "".join(item.ljust(cell) for item in items[row::down]).rstrip() for row in range(down)]


def drawn(rows: list[list[str]], indent: int = 2) -> Lines:
    """A grid of cells, each as wide as the widest, one space apart."""
    wide = max(len(cell) for row in rows for cell in row)
    return [" " * indent + " ".join(cell.ljust(wide) for cell in row).rstrip() for row in rows]


def upper(words: list[str]) -> list[str]:
    return [word.upper() for word in words]


def shared(game: str, code: str | None, params: dict, lang: str) -> list[tuple[str, str]]:
    """The rows of a puzzle's share code and the end of its link (none when it has no code)."""
    if not code:
        return []
    route = f"#{game}/daily/{params['daily']}/{code}" if params.get("daily") else f"#{game}/p/{code}"
    return [(say("label.code", lang), code), (say("label.link", lang), say("link", lang, route=route))]


def daily(result: dict, params: dict, lang: str) -> list[tuple[str, str]]:
    """The row naming a daily puzzle, if the result is one."""
    if "number" not in result:
        return []
    return [(say("label.daily", lang), say("daily", lang, number=result["number"], date=params["daily"]))]


def language_row(puzzle_lang: str, lang: str) -> tuple[str, str]:
    return say("label.language", lang), text(f"name.{puzzle_lang}", lang)


# -- Letter Boxed ---------------------------------------------------------------------------
def square(sides: list[str]) -> Lines:
    """The Letter Boxed square: a side on top, one at the right, one below and one at the left."""
    top, right, bottom, left = ([letter.upper() for letter in side] for side in sides)
    across = " " * 6 + "   ".join(top)
    edge = "   +" + "-" * 13 + "+"
    inside = [f" {left[i // 2]} |{' ' * 13}| {right[i // 2]}" if i % 2 == 0 else f"   |{' ' * 13}|"
              for i in range(5)]
    return [across, edge, *inside, edge, " " * 6 + "   ".join(bottom)]


def chain(words: list[str]) -> str:
    return "-".join(upper(words))


def letterboxed_puzzle(result: dict, params: dict, lang: str) -> Lines:
    """``generate``, ``decode``, ``board`` and ``title``: the square, its title and author, par and the link."""
    rows = daily(result, params, lang)
    rows += [(say(f"label.{field}", lang), result[field]) for field in ("title", "author") if result.get(field)]
    if result.get("par"):
        rows.append((say("label.par", lang), say("words", lang, count=result["par"])))
    rows += [language_row(result["lang"], lang), *shared("letterboxed", result["code"], params, lang)]
    return [*square(result["sides"]), "", *table(rows)]


def letterboxed_solve(result: dict, params: dict, lang: str) -> Lines:
    """The fewest words, the best solutions and the two-word solutions, everyday pairs first."""
    if not result["solvable"]:
        return [say("lb.unsolvable", lang, count=result["playable"])]
    best = f"{chain(result['best'])} ({say('letters', lang, count=result['letters'])})"
    everyday = result["everyday_best"]
    rows = [(say("label.fewest", lang), str(result["min_words"])),
            (say("label.best", lang), best),
            (say("label.everyday_best", lang),
             f"{chain(everyday)} ({say('letters', lang, count=sum(map(len, everyday)))})" if everyday
             else say("lb.no_everyday", lang)),
            (say("label.playable", lang), str(result["playable"]))]
    lines = table(rows)
    if not result["two_word_count"]:
        return [*lines, "", say("lb.no_pairs", lang)]
    ordinary = {tuple(pair) for pair in result["everyday_two_word_solutions"]}
    rarer = [pair for pair in result["two_word_solutions"] if tuple(pair) not in ordinary]
    lines += ["", say("lb.pairs", lang, count=result["two_word_count"])]
    for heading, pairs, count in (
            ("lb.pairs_everyday", result["everyday_two_word_solutions"], result["everyday_two_word_count"]),
            ("lb.pairs_rarer", rarer, result["two_word_count"] - result["everyday_two_word_count"])):
        if count:
            shown = f" {say('shown', lang, count=len(pairs))}" if len(pairs) < count else ""
            lines += [say(heading, lang, count=count) + shown, *columns([chain(pair) for pair in pairs])]
    return lines


def letterboxed_create(result: dict, params: dict, lang: str) -> Lines:
    """``create``: each board with its par, fewest words, two-word count and (asked) whether
    the chain is the one shortest everyday answer; the notes last."""
    arrangements = result["arrangements"]
    lines = [say("lb.boards", lang, count=len(arrangements), chain=chain(result["chain"]))]
    for number, board in enumerate(arrangements, 1):
        rows = [(say("label.par", lang), say("words", lang, count=board["par"])),
                (say("label.fewest", lang), f"{board['min_words']} ({chain(board['best'])})"),
                (say("label.pairs", lang), str(board["two_word_count"]))]
        if "answer_unique" in board:
            rows.append((say("label.answer", lang), say("lb.unique", lang) if board["answer_unique"]
                         else say("lb.not_unique", lang, count=board["par_solutions"])))
        rows += shared("letterboxed", board["code"], params, lang)
        lines += ["", say("lb.board", lang, number=number), *square(board["sides"]), "", *table(rows)]
    return [*lines, *("\n" + said(note, lang) for note in result["notes"])]


def letterboxed_check(result: dict, params: dict, lang: str) -> Lines:
    """The verdict on a word, the chain so far and the letters left."""
    if not result["ok"]:
        return [reason_text(result, lang)]
    lines = [say("good", lang, word=result["word"].upper()), ""]
    if result["solved"]:
        return [*lines, *table([(say("label.played", lang), chain(result["played"]))]),
                "", say("lb.solved", lang, count=len(result["played"]))]
    return [*lines, *table([(say("label.played", lang), chain(result["played"])),
                            (say("label.left", lang), " ".join(upper(result["remaining"])))])]


# -- Boggle ---------------------------------------------------------------------------------
def face(face: str) -> str:
    """A die's face as printed on it: Qu, a two-letter face in capitals, ``.`` for a blank."""
    return "." if not face else "Qu" if face == "qu" else face.upper()


def board(faces: list[str], cols: int) -> Lines:
    shown = [face(f) for f in faces]
    return drawn([shown[start:start + cols] for start in range(0, len(shown), cols)])


def boggle_puzzle(result: dict, params: dict, lang: str) -> Lines:
    """``generate`` and ``decode``: the board, its shortest words and the link."""
    rows = daily(result, params, lang)
    if "common_words" in result:
        rows.append((say("label.everyday", lang), str(result["common_words"])))
    rows += [(say("label.min_length", lang), say("letters", lang, count=result["min_length"])),
             language_row(result["lang"], lang), *shared("boggle", result["code"], params, lang)]
    return [*board(result["faces"], result["cols"]), "", *table(rows)]


def boggle_solve(result: dict, params: dict, lang: str) -> Lines:
    """The board, the count and score, and the words by length in columns."""
    rows = [(say("label.words", lang), say("bg.words", lang, count=result["count"], everyday=len(result["everyday"]))),
            (say("label.score", lang), say("bg.score", lang, count=result["score"], everyday=result["everyday_score"]))]
    lines = [*board(result["faces"], result["cols"]), "", *table(rows)]
    for length in sorted({len(word) for word in result["words"]}):
        words = [word for word in result["words"] if len(word) == length]
        lines += ["", say("bg.length", lang, length=length, count=len(words)), *columns(upper(words))]
    return lines


def boggle_check(result: dict, params: dict, lang: str) -> Lines:
    if not result["ok"]:
        return [reason_text(result, lang)]
    return [say("good", lang, word=result["word"].upper()), "",
            *table([(say("label.score", lang), say("points", lang, count=result["score"]))])]


def boggle_best(result: dict, params: dict, lang: str) -> Lines:
    """``best_board``: the best board found and its score."""
    rows = [(say("label.score", lang), say("points", lang, count=result["score"])),
            (say("label.steps", lang), str(result["steps"])), *shared("boggle", result["code"], params, lang)]
    return [*board(result["faces"], result["cols"]), "", *table(rows)]


# -- Unboggle -------------------------------------------------------------------------------
def unboggle_solve(result: dict, params: dict, lang: str) -> Lines:
    """The board holding the words, or why none exists."""
    if result["impossible"]:
        return [reason_text(result, lang)]
    faces = [face for row in result["board"] for face in row_faces(row)]
    rows = [(say("label.your_words", lang), ", ".join(upper(result["words"]))),
            (say("label.tried", lang), str(result["nodes"])), *shared("boggle", result["code"], params, lang)]
    extra = result["extra_words"]
    return [*board(faces, len(faces) // len(result["board"])), "", *table(rows),
            "", say("ub.extra", lang, count=len(extra)), *columns(upper(extra))]


def row_faces(row: str) -> list[str]:
    """The faces of a row of :func:`wordgames.games.boggle.board_text` (an Unboggle board's: no two-letter
    face), lower-case: Q is Qu."""
    return ["qu" if letter == "Q" else letter.lower() for letter in row]


# -- Strands --------------------------------------------------------------------------------
def grid_cells(grid: list[str]) -> list[list[str]]:
    return [list(row.upper()) for row in grid]


def strands_puzzle(result: dict, params: dict, lang: str) -> Lines:
    """``generate``, ``create``, ``decode`` and a finished ``place``: clue, grid, words and link."""
    rows = [(say("label.clue", lang), result["clue"]), *daily(result, params, lang),
            (say("label.spangram", lang), result["spangram"].upper()),
            (say("label.theme_words", lang), ", ".join(upper(result["words"]))),
            *shared("strands", result["code"], params, lang)]
    lines = [*drawn(grid_cells(result["grid"])), "", *table(rows)]
    if result.get("covers", 1) > 1:
        lines += ["", say("st.many_covers", lang, count=result["covers"])]
    if result.get("elsewhere"):
        lines += ["", say("st.elsewhere", lang, words=", ".join(upper(result["elsewhere"])))]
    return lines


def strands_inspect(result: dict, params: dict, lang: str) -> Lines:
    """The letters typed against the cells, and every problem."""
    problems = [said(problem, lang) for problem in result["problem_codes"]] or [say("st.no_problems", lang)]
    return [say("st.letters", lang, letters=result["letters"], cells=result["cells"]), *problems]


def strands_place(result: dict, params: dict, lang: str) -> Lines:
    """A finished board as a puzzle; otherwise each word's path and what is wrong."""
    if result["finished"]:
        return strands_puzzle(result, params, lang)
    rows = [(path["word"].upper(), "; ".join(said(problem, lang) for problem in path["problems"])
             or say("st.drawn" if path["cells"] else "st.not_drawn", lang)) for path in result["paths"]]
    rows.append((say("label.empty", lang), str(result["empty"])))
    return [*table(rows), *(said(problem, lang) for problem in result["problems"])]


def cover_lines(cover: dict) -> Lines:
    """A cover: the grid's letters, the same grid with each cell's word number, and the words numbered."""
    cells = [cell for path in cover.values() for cell in path]
    rows, cols = max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1
    grid = [[""] * cols for _ in range(rows)]
    numbers = [[""] * cols for _ in range(rows)]
    for number, (word, path) in enumerate(cover.items(), 1):
        for letter, (r, c) in zip(word, path):
            grid[r][c], numbers[r][c] = letter.upper(), str(number)
    beside = [f"{left}    {right.strip()}" for left, right in zip(drawn(grid), drawn(numbers, indent=0))]
    legend = [f"{number} {word.upper()}" for number, word in enumerate(cover, 1)]
    return [*beside, *columns(legend)]


def strands_solve(result: dict, params: dict, lang: str) -> Lines:
    """How many ways the words cover the grid, the first few drawn, and the words on the grid."""
    count = result["count"]
    lines = [say("st.covers" if result["complete"] else "st.covers_at_least", lang, count=count)]
    for number, cover in enumerate(result["covers"][:COVERS_DRAWN], 1):
        lines += ["", say("st.cover", lang, number=number), *cover_lines(cover)]
    if count > COVERS_DRAWN:
        lines += ["", say("shown", lang, count=COVERS_DRAWN)]
    words = result["dictionary_words"]
    return [*lines, "", say("st.dictionary", lang, count=len(words)), *columns(upper(words))]


def strands_check(result: dict, params: dict, lang: str) -> Lines:
    """What a traced path spells: the spangram, a theme word, another word, or why not."""
    if not result["ok"]:
        return [reason_text(result, lang)]
    verdict = say(f"st.{result['kind']}", lang, word=result["word"].upper())
    return [verdict + (f" {say('st.its_place', lang)}" if result["elsewhere"] else "")]


def strands_hint(result: dict, params: dict, lang: str) -> Lines:
    """The grid with only the letters of the next word to find."""
    puzzle = strands.decode(str(params["code"]))
    hinted = {puzzle["cols"] * r + c for r, c in result["cells"]}
    shown = [letter.upper() if cell in hinted else "." for cell, letter in enumerate(puzzle["letters"])]
    cols = puzzle["cols"]
    return [say("st.hint", lang), *drawn([shown[start:start + cols] for start in range(0, len(shown), cols)])]


# -- the audit ------------------------------------------------------------------------------
def audit_table(result: dict, params: dict, lang: str) -> Lines:
    """The audit's own table (in English: it is the maintainers')."""
    return audit.table(result).rstrip("\n").split("\n")


#: How each action's result is shown; another (the page's ``wordlist`` tool) is shown as JSON.
RESULTS: dict[tuple[str, str], Callable[[dict, dict, str], Lines]] = {
    ("letterboxed", "generate"): letterboxed_puzzle, ("letterboxed", "decode"): letterboxed_puzzle,
    ("letterboxed", "solve"): letterboxed_solve, ("letterboxed", "check"): letterboxed_check,
    ("letterboxed", "board"): letterboxed_puzzle, ("letterboxed", "create"): letterboxed_create,
    ("letterboxed", "title"): letterboxed_puzzle,
    ("boggle", "generate"): boggle_puzzle, ("boggle", "decode"): boggle_puzzle,
    ("boggle", "solve"): boggle_solve, ("boggle", "check"): boggle_check, ("boggle", "best_board"): boggle_best,
    ("unboggle", "solve"): unboggle_solve,
    ("strands", "generate"): strands_puzzle, ("strands", "create"): strands_puzzle,
    ("strands", "decode"): strands_puzzle, ("strands", "inspect"): strands_inspect,
    ("strands", "place"): strands_place, ("strands", "solve"): strands_solve,
    ("strands", "check"): strands_check, ("strands", "hint"): strands_hint,
    ("audit", ""): audit_table,
}


def result_text(game: str, action: str, result: dict, params: dict, lang: str) -> str:
    """The ``result`` of ``game action`` as text for people, in ``lang``."""
    show = RESULTS.get((game, action))
    lines = show(result, params, lang) if show else [json.dumps(result, ensure_ascii=False, indent=2)]
    return "\n".join(lines) + "\n"


# -- progress -------------------------------------------------------------------------------
def progress_text(game: str, action: str, event: dict, lang: str) -> str | None:
    """A long action's ``progress`` event as one line (None for the events it is not said by)."""
    if event["type"] != "progress":
        return None
    stage = event.get("stage")
    if (game, action) == ("boggle", "best_board") and stage == "climbing":
        return say("progress.best_board", lang, count=event["best"], step=event["step"])
    if (game, action) == ("unboggle", "solve") and stage == "search":
        return say("progress.unboggle", lang, nodes=event["nodes"], placed=event["placed"], words=event["words"])
    if (game, action) == ("unboggle", "solve") and stage == "filling":
        return say("progress.filling", lang, filled=event["filled"], empty=event["empty"])
    if (game, action) == ("letterboxed", "create") and stage == "checking":
        return say("progress.lb_create", lang, tried=event["tried"], of=event["of"], found=event["found"])
    if game == "audit":
        return say("progress.audit", lang, day=event["day"], lang=event["lang"], done=event["done"],
                   days=event["days"])
    return None
