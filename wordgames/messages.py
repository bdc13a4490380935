"""Messages to players: a stable code, its parameters and the English text.

Everything the engine tells a person (why a move is rejected, what is wrong with a
link, a board or a creator's words, why no Unboggle board exists) is a
:class:`Message`.  A message *is* its English text (a ``str``, which the CLI and
the tests read as before) and also carries a ``code`` from :data:`ENGLISH` and
its ``params``, so the page can show it in the player's language: error events
carry ``code`` and ``params`` next to ``message``, and a move's verdict
``reason_code`` and ``reason_params`` next to ``reason``.  The page's catalogues
(``web/i18n/en.js`` and ``nb.js``) hold every code; ``tests/test_messages.py``
checks that, and that the English there is the English here.

Templates, read the same way here and by ``web/js/i18n.js``:

- ``{name}`` is the parameter ``name``.  A parameter that is itself a message
  shows as that message; a list of messages as each of them, joined by "; ".
- A template may be ``{"one": ..., "other": ...}``, chosen by the ``count``
  parameter (English and Bokmål have these two plural forms).
- A template starting with ``^`` makes the first letter of its text a capital.
- A parameter whose value is a language code (``en``, ``nb``) also gives
  ``NAME_name``: the language's name (the page's catalogues add more such names).
"""

from __future__ import annotations

import re
from typing import Any

#: The languages the engine speaks of, with their English names (a parameter naming one also
#: gives ``NAME_name``); each has its word list (:func:`wordgames.lexicon.load`).
LANGUAGES = {"en": "English", "nb": "Norwegian (Bokmål)"}

ENGLISH: dict[str, str | dict[str, str]] = {
    # the engine, and parameters of any action
    "engine.unknown_game": "unknown game {game}; games: {games}",
    "engine.unknown_action": "{game} has no action {action}; actions: {actions}",
    "param.missing": "missing parameter {name}",
    "param.not_integer": "{name} must be a whole number, not {value}",
    "param.out_of_range": "{name} must be from {low} to {high}, not {value}",
    "param.unknown_language": "unknown language {given}; choose one of: {choices}",
    "param.date": "{given} is not a date of the form YYYY-MM-DD",
    # word lists
    "lexicon.unreadable": "cannot read word list {path}: {error}",
    "lexicon.empty": "word list {path} holds no words",
    "lexicon.bad_file": "not a wordgames lexicon file",
    "lexicon.missing": "neither {target} nor the word lists {source} to compile it from exist",
    "lexicon.not_built": ("the {lang} lexicon is not built; run `python build.py lexicon` "
                          "(or install the package: `pip install .` compiles it)"),
    # a player's own word list (wordgames/custom.py)
    "wordlist.too_big": "the word list is {size} MB; it can be at most {max} MB",
    "wordlist.too_many": "the word list holds more than {max} words",
    "wordlist.not_utf8": ("the word list is not UTF-8 text (line {line} cannot be read); "
                          "save it as UTF-8 and load it again"),
    "wordlist.binary": "this is not a text file: a word list is plain text, one word a line",
    "wordlist.empty": "the word list holds no words",
    "wordlist.no_words": {"one": "the word list holds no usable word: its one item was rejected ({first})",
                          "other": "the word list holds no usable word: all {count} items were rejected ({first})"},
    "wordlist.all_blocked": "not allowed",
    "wordlist.not_word": "{item} is not a word: use letters only",
    "wordlist.letters": {"one": "{word} has {chars}, which is not in the {lang_name} alphabet",
                         "other": "{word} has {chars}, which are not in the {lang_name} alphabet"},
    "wordlist.too_short": "{word} is too short: words need at least {min} letters",
    "wordlist.too_long": "{word} is too long: words have at most {max} letters",
    "wordlist.bad_ref": "{given} does not name a word list",
    "wordlist.missing": "This puzzle needs the word list {name} (id {id}); load it to play",
    "wordlist.missing_id": "This puzzle needs the word list with id {id}; load it to play",
    "wordlist.other_language": "the word list {name} is in {list_lang_name}, not {lang_name}",
    # share codes
    "code.empty": "the puzzle code is empty",
    "code.too_long": "the puzzle code is too long to be one of ours",
    "code.bad_characters": "the puzzle code has characters that do not belong in it",
    "code.too_short": "the puzzle code is too short: the link may have been cut off",
    "code.checksum": ("the puzzle code is damaged (its checksum does not match): "
                      "the link may not have been copied in full"),
    "code.other_game": "this code is for {game}, not {wanted}",
    "code.not_ours": "the puzzle code is not for any of our games",
    "code.version": "this {game} code is version {version}; this site reads version {supported}",
    "code.wrong_length": "this {game} code has the wrong length",
    "code.short": "this {game} code is too short",
    "code.cut_short": "this {game} code is cut short: the link may not have been copied in full",
    "code.leftover": "this {game} code has bytes left over",
    "code.unknown_language": "this {game} code names an unknown language",
    "code.letter_outside": "this {game} code holds a letter outside the alphabet",
    "code.letter_unknown": "this {game} code holds a letter that does not exist",
    "code.repeated_letter": "this {game} code repeats a letter",
    "code.bad_par": "this {game} code has an impossible par",
    "code.bad_size": "this {game} code has an impossible size",
    "code.bad_grid_size": "this {game} code has an impossible grid size",
    "code.bad_min_length": "this {game} code has an impossible minimum word length",
    "code.bad_face": "this {game} code holds a face that does not exist",
    "code.bad_clue": "this {game} code has a damaged clue",
    "code.path_outside": "this {game} code has a path that leaves the grid",
    "code.bad_wordlist": "this {game} code names its word list wrongly",
    "code.invalid": "this {game} code is not a valid puzzle: {fault}",
    # boards typed in, and generating
    "board.sides_format": "a board is 4 sides of 3 letters, written like ABC,DEF,GHI,JKL",
    "board.not_letter": "{char} is not a letter",
    "board.repeats": "every letter must be different; {letters} repeats",
    "board.not_in_alphabet": "{letter} is not a letter of the {lang_name} alphabet",
    "board.empty": "the board is empty; write it row by row, like PERS LATG SINE TERS",
    "board.bad_face": "{char} cannot be a face: use letters, Q for Qu, (TH) for a two-letter face and . for a blank",
    "board.ragged": "every row of the board must have the same number of cells",
    "board.size": "a board has {low} to {high} rows and columns",
    "board.path_format": "a traced path is a list of [row, column] pairs",
    "generate.no_words": "the word list has no words to build a board from",
    "generate.no_board": "no board needing {difficulty} words was found for this seed; try another",
    "generate.dice_sizes": "dice exist for 4x4, 5x5 and 6x6 boards",
    "generate.no_roll": "no roll of these dice held {count} everyday words; try another seed",
    "generate.no_roll_list": "no roll of these dice spells a word of the word list; add more words to it",
    # moves
    "move.not_on_board": "{word} is not on the board",
    "move.must_start": "{word} must start with {letter}, the last letter of {previous}",
    "move.same_letter": "{pair}: the same letter cannot be used twice in a row",
    "move.same_side": "{pair}: consecutive letters must come from different sides",
    "move.too_short": "{word} is too short: words need at least {min} letters",
    "move.bad_chain": "the words played so far do not form a valid chain",
    "move.not_a_path": "Those cells do not form a path of touching dice",
    "move.not_touching": "Those letters do not touch one after another",
    "move.taken": "Those letters belong to a word you have found",
    "move.short": "Too short: words have at least {min} letters",
    "move.already_found": "You already found {word}",
    "word.not_in_list": "{word} is not in the word list",
    # Strands: creating, solving and hints
    "strands.no_clue": "give the puzzle a clue",
    "strands.clue_long": "the clue is {length} characters long; keep it to {max}",
    "strands.clue_blocked": "the clue uses a word that is not allowed in a puzzle",
    "strands.no_spangram": "give a spangram",
    "strands.no_words": "give the theme words",
    "strands.no_theme_word": "give at least one theme word besides the spangram",
    "strands.alphabet": {"one": "{word} has {chars}, which is not in the {lang_name} alphabet",
                         "other": "{word} has {chars}, which are not in the {lang_name} alphabet"},
    "strands.word_short": "{word} is too short: theme words need at least {min} letters",
    "strands.twice": "{word} appears twice",
    "strands.spangram_short": ("the spangram {word} has {length} letters; to touch two opposite "
                               "sides of a {cols}x{rows} grid it needs at least {min}"),
    "strands.spangram_long": "the spangram {word} has {length} letters; keep it to {max} so the theme words have room",
    "strands.blocked": "{word} is not allowed in a puzzle",
    "strands.letters_add": {
        "one": "the letters add up to {total}, but the grid has {cells} cells: add {count} letter",
        "other": "the letters add up to {total}, but the grid has {cells} cells: add {count} letters"},
    "strands.letters_remove": {
        "one": "the letters add up to {total}, but the grid has {cells} cells: remove {count} letter",
        "other": "the letters add up to {total}, but the grid has {cells} cells: remove {count} letters"},
    "strands.problems": "^{problems}.",
    "strands.words_format": "give the words as a list, or as text separated by commas",
    "strands.no_theme": "no theme gave a board with one answer",
    "strands.no_themes": "there are no daily Strands themes in {lang_name} yet",
    "strands.grid_empty": "the grid is empty; give its rows, like CEXGRE,OMANIU,...",
    "strands.grid_ragged": "every row of the grid must have the same number of letters",
    "strands.grid_size": "a grid has {low} to {high} rows and columns",
    "strands.cannot_cover": ("the words have {total} letters but the grid has {cells} cells, "
                             "so they cannot cover it exactly"),
    "strands.all_found": "every word is found already",
    "strands.manual.paths_format": "give the drawn paths as a list of words with their cells",
    "strands.manual.unknown_word": "{word} is not one of the puzzle's words",
    "strands.manual.outside": "the path of {word} leaves the grid",
    "strands.manual.repeat": "the path of {word} uses a cell twice",
    "strands.manual.not_touching": "step {step} of {word} goes to a cell that does not touch the one before",
    "strands.manual.length": {"one": "{word} has {count} letter but its path has {cells} cells",
                              "other": "{word} has {count} letters but its path has {cells} cells"},
    "strands.manual.cross_self": "the path of {word} crosses itself diagonally",
    "strands.manual.overlap": "{word} uses a cell of {other}",
    "strands.manual.cross": "{word} crosses {other} diagonally",
    "strands.manual.sides": "the spangram {word} must touch two opposite sides of the grid",
    "strands.manual.fix_first": "fix the problems of the pinned words first",
    "strands.manual.regions": ("{words} cannot fill the empty cells: they fall into areas of {sizes} cells, "
                               "which these words cannot fill exactly; unpin or move a word"),
    "strands.manual.no_room": ("{words} cannot be placed around the pinned words: every way was tried "
                               "({nodes} steps); unpin or move a word"),
    "strands.manual.gave_up": ("no way to place {words} around the pinned words was found in {nodes} steps; "
                               "unpin or move a word"),
    "strands.fault.no_words": "it needs a spangram and at least one theme word",
    "strands.fault.cover": "its words do not cover every cell exactly once",
    "strands.fault.not_path": "a word does not run through touching cells",
    "strands.fault.cross": "two paths cross",
    "strands.fault.sides": "the spangram does not touch two opposite sides",
    "strands.fault.short_word": "a theme word is too short",
    "strands.fault.twice": "a word appears twice",
    "strands.fault.blocked": "it uses a word that is not allowed",
    "strands.fault.clue": "its clue is empty or too long",
    # Unboggle
    "unboggle.q": "{word}: a Q must be followed by U (the die face is Qu)",
    "unboggle.not_word": "{item} is not a word: use letters only",
    "unboggle.too_long": "{word} has {length} letters; the board has only {cells} cells",
    "unboggle.no_words": "give at least one word",
    "unboggle.too_many": "at most {max} words at a time ({count} given)",
    "unboggle.no_die": "{letter} is on no Boggle die: use English or Norwegian letters",
    "unboggle.size_format": "size {given} should look like 4x4 or 4x5",
    "unboggle.size_range": "boards are 3x3 to 6x6",
    "unboggle.impossible": "No board exists: {reason}.",
    "unboggle.cells": ("the words need at least {total} different cells ({listed}), "
                       "but a {rows}x{cols} board has only {cells}"),
    "unboggle.neighbours": ("{letter} must touch {count} different letters ({letters}), "
                            "but a cell has at most {most} neighbours"),
    "unboggle.neighbours_room": ("{letter} must touch {count} different letters ({letters}), "
                                 "but a cell has at most {most} neighbours and there is room for only {room} {letter}"),
    "unboggle.exhausted": ("No board exists: every way of placing the words was tried "
                           "({nodes} partial boards) and none fits them all."),
}

_FIELD = re.compile(r"\{(\w+)\}")


def _shown(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "; ".join(_shown(item) for item in value)
    return str(value)


def _plain(value: Any) -> Any:
    """A parameter as JSON: a message as ``{"code", "params"}``, lists item by item."""
    if isinstance(value, Message):
        return value.data()
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def render(code: str, params: dict[str, Any]) -> str:
    """The English text of ``code`` with ``params`` (see the module's docstring)."""
    template = ENGLISH[code]
    if isinstance(template, dict):
        template = template["one" if params.get("count") == 1 else "other"]
    values = {f"{name}_name": LANGUAGES[value] for name, value in params.items()
              if isinstance(value, str) and value in LANGUAGES}
    values.update(params)
    text = _FIELD.sub(lambda match: _shown(values[match.group(1)]), template)
    if text.startswith("^"):
        text = text[1:2].upper() + text[2:]
    return text


class Message(str):
    """A message for a player: its English text, with ``code`` and ``params``."""

    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, /, **params: Any) -> Message:
        message = super().__new__(cls, render(code, params))
        message.code = code
        message.params = params
        return message

    def data(self) -> dict[str, Any]:
        """The code and the parameters as plain JSON, for the page."""
        return {"code": self.code, "params": {name: _plain(value) for name, value in self.params.items()}}


def reason_fields(reason: str | None) -> dict[str, Any]:
    """``reason_code`` and ``reason_params`` of a move's verdict (nothing when it has no reason)."""
    if not isinstance(reason, Message):
        return {}
    data = reason.data()
    return {"reason_code": data["code"], "reason_params": data["params"]}


def error_event(problem: Exception | str) -> dict[str, Any]:
    """The ``error`` event of a problem: its English ``message``, ``code`` and ``params``.

    A problem raised with plain text (none should be) has the code ``None``; the page then
    shows the English text.
    """
    text = problem.args[0] if isinstance(problem, Exception) and problem.args else problem
    if isinstance(text, Message):
        data = text.data()
        return {"type": "error", "message": "".join(text), "code": data["code"], "params": data["params"]}
    return {"type": "error", "message": str(text), "code": None, "params": {}}
