"""Every registered game keeps the interface of wordgames/games/base.py.

This is the checklist for a new game (CONTRIBUTING.md): register it in
wordgames/games/__init__.py, give it a row in the tables below, and this file
runs it through the shared actions, generate -> encode -> decode -> check ->
solve where it has them (Unboggle has solve only), holding every stream of
events to the contract: dicts with a ``type``, JSON values only, progress and
partial results before exactly one final ``result``, and bad input ending in
``{"type": "error", "message": str, "code": str, "params": dict}`` with a code
of wordgames/messages.py (the page shows it in the player's language).
"""

from __future__ import annotations

import json

import pytest

from wordgames import messages
from wordgames.games import GAMES, base, run

#: A move for ``check`` on a generated puzzle (its ``code`` is added); right or wrong, it is judged.
MOVES = {
    "letterboxed": {"word": "zzzz", "played": []},
    "boggle": {"word": "zzzz", "found": []},
    "strands": {"path": [[0, 0], [0, 1], [0, 2], [0, 3]], "found": [], "words": []},
}
#: ``solve`` parameters for a game that does not generate puzzles of its own.
SOLVE = {"unboggle": {"words": "cat, dog, bird", "size": "4x4"}}
#: Parameters that are wrong for each shared action, whatever the game.
BAD = {
    "generate": [{}, {"seed": "x", "lang": "klingon"}, {"daily": "2027-02-30"}],
    "solve": [{}, {"code": "!!!"}],
    "check": [{}, {"code": "AAAAAAAA"}],
    "decode": [{}, {"code": "not a code"}, {"code": 12}],
}
SEED = "conformance"


def events_of(game: str, action: str, params: dict) -> list[dict]:
    """The events of an action, held to the contract; the last is its result or error."""
    events = list(run(game, action, params))
    assert events, f"{game} {action} yielded nothing"
    for event in events:
        assert isinstance(event, dict) and isinstance(event.get("type"), str), event
        assert json.loads(json.dumps(event)) == event, f"{game} {action}: not plain JSON: {event!r}"
    *before, last = events
    assert last["type"] in base.FINAL_TYPES, f"{game} {action} ended with {last['type']!r}"
    assert all(e["type"] not in base.FINAL_TYPES for e in before), f"{game} {action}: events after the end"
    if last["type"] == "error":
        assert set(last) == set(base.ErrorEvent.__annotations__), last
        assert isinstance(last["message"], str) and last["message"].strip()
        assert last["code"] in messages.catalogue() and isinstance(last["params"], dict), last
    return events


def result_of(game: str, action: str, params: dict) -> dict:
    last = events_of(game, action, params)[-1]
    assert last["type"] == "result", f"{game} {action} {params}: {last}"
    return last


def puzzle_games() -> list[str]:
    return [name for name, game in GAMES.items() if "generate" in game.ACTIONS]


def test_the_registry_names_each_game_by_its_name_and_tags_are_unique():
    assert list(GAMES) == ["letterboxed", "boggle", "unboggle", "strands"]
    for name, game in GAMES.items():
        assert game.NAME == name
    tags = [game.CODE_TAG for game in GAMES.values()]
    assert all(isinstance(tag, int) and 0 <= tag <= 255 for tag in tags)
    assert len(set(tags)) == len(tags), "two games share a code tag"


@pytest.mark.parametrize("name", list(GAMES))
def test_game_implements_the_protocol(name):
    game = GAMES[name]
    assert isinstance(game, base.Game)
    assert isinstance(game.NAME, str) and game.NAME.isidentifier()
    assert game.ACTIONS["solve"] is game.solve
    assert all(callable(action) for action in game.ACTIONS.values())
    if "generate" in game.ACTIONS:
        assert isinstance(game, base.PuzzleGame)
        assert set(base.SHARED_ACTIONS) <= set(game.ACTIONS)
        assert (game.ACTIONS["generate"], game.ACTIONS["check"]) == (game.generate, game.check)
        assert isinstance(game.CODE_VERSION, int)
        assert name in MOVES, f"give {name} a move in MOVES"
    else:
        assert name in SOLVE, f"give {name} solve parameters in SOLVE"
        assert not isinstance(game, base.PuzzleGame)


@pytest.mark.parametrize("name", puzzle_games())
def test_generate_encode_decode_check_solve(name):
    game = GAMES[name]
    generated = events_of(name, "generate", {"seed": SEED})
    made = generated[-1]
    assert made["type"] == "result" and isinstance(made["code"], str), made
    assert events_of(name, "generate", {"seed": SEED}) == generated, "the same seed gave another puzzle"
    puzzle = game.decode(made["code"])
    assert game.encode(puzzle) == made["code"]
    assert game.decode(game.encode(puzzle)) == puzzle
    opened = result_of(name, "decode", {"code": made["code"]})
    assert opened.get("code") == made["code"]
    judged = result_of(name, "check", {"code": made["code"], **MOVES[name]})
    assert isinstance(judged["ok"], bool)
    assert judged["ok"] or isinstance(judged["reason"], str)
    result_of(name, "solve", {"code": made["code"]})


@pytest.mark.parametrize("name", sorted(SOLVE))
def test_solve_of_a_game_without_puzzles_of_its_own(name):
    result_of(name, "solve", SOLVE[name])


@pytest.mark.parametrize("name, action, params", [
    (name, action, params) for name, game in GAMES.items()
    for action, cases in BAD.items() if action in game.ACTIONS for params in cases])
def test_bad_input_ends_in_an_error_event(name, action, params):
    last = events_of(name, action, params)[-1]
    assert last["type"] == "error", f"{name} {action} {params} gave {last}"


@pytest.mark.parametrize("name", list(GAMES))
def test_unknown_actions_and_games_are_errors(name):
    assert events_of(name, "no-such-action", {})[-1]["type"] == "error"
    assert events_of("no-such-game", "solve", {})[-1]["type"] == "error"
