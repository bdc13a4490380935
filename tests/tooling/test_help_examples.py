"""How to play shows its example in the player's language: each game's help drawing
(``<svg data-i18n-letters>`` in its templates.html) takes its letters from the catalogue, and
those letters must spell real, everyday, unblocked words of that language, the very words the
help's text and the drawing's label name. The words are read off the drawing itself: a line
through cells spells a word, and in Strands the cells no line crosses spell one more (the theme
word still to find). Letter Boxed's example must also be a legal game on its square."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from conftest import ROOT
from wordgames.languages import LANGUAGES
from wordgames.lexicon import load
from wordgames.messages import catalogue_groups

GAMES = ("letterboxed", "strands")


class Drawing(HTMLParser):
    """The help drawing of a template file: its letters key, its cells (centre -> index of the
    letter that follows) and its lines (lists of centres)."""

    def __init__(self, template: str):
        super().__init__()
        self.inside, self.key, self.cells, self.lines, self.texts = False, None, {}, [], 0
        self.feed(template)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "svg" and "data-i18n-letters" in attrs:
            self.inside, self.key = True, attrs["data-i18n-letters"]
        elif self.inside and tag == "circle":
            self.cells[(float(attrs["cx"]), float(attrs["cy"]))] = self.texts
        elif self.inside and tag == "text":
            self.texts += 1
        elif self.inside and tag == "polyline":
            pairs = attrs["points"].split()
            self.lines.append([tuple(map(float, pair.split(","))) for pair in pairs])

    def handle_endtag(self, tag):
        if tag == "svg":
            self.inside = False


def drawing(game: str) -> Drawing:
    found = Drawing((ROOT / "web" / "games" / game / "templates.html").read_text(encoding="utf-8"))
    assert found.key and found.lines and len(found.cells) == found.texts, f"{game}'s help drawing"
    return found


def words_of(art: Drawing, letters: str) -> list[str]:
    """The words the drawing spells with ``letters``: one per line, then (Strands) the rest."""
    words = ["".join(letters[art.cells[point]] for point in line) for line in art.lines]
    crossed = {point for line in art.lines for point in line}
    rest = "".join(letters[index] for point, index in art.cells.items() if point not in crossed)
    return words + ([rest] if len(rest) > 1 else [])


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
@pytest.mark.parametrize("game", GAMES)
def test_the_help_drawing_spells_everyday_words_of_the_language_its_text_names(game, lang):
    texts = catalogue_groups(lang)["page"]
    art = drawing(game)
    letters = texts[art.key]
    assert len(letters) == art.texts, f"{art.key} in {lang} has {len(letters)} letters for {art.texts} cells"
    lexicon = load(lang)
    label = texts[f"help.{game}.art"]
    for word in words_of(art, letters):
        assert lexicon.is_common(word.lower()) and not lexicon.is_blocked(word.lower()), (lang, word)
        assert word in label, f"the drawing spells {word}, which help.{game}.art in {lang} does not name"
    if game == "letterboxed":
        first, second = words_of(art, letters)
        assert first in texts["help.letterboxed.3"] and second in texts["help.letterboxed.3"]


def test_the_letter_boxed_example_is_a_legal_game_on_its_square():
    art = drawing("letterboxed")
    xs, ys = {x for x, _ in art.cells}, {y for _, y in art.cells}
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)

    def side(point):
        x, y = point
        return "top" if y == top else "bottom" if y == bottom else "left" if x == left else "right"

    first, second = art.lines
    assert first[-1] == second[0], "the second word starts on the first word's last letter"
    for line in art.lines:
        assert all(side(a) != side(b) for a, b in zip(line, line[1:])), "consecutive letters share a side"
    for lang in LANGUAGES:
        letters = catalogue_groups(lang)["page"][art.key]
        assert len(set(letters)) == len(letters), f"a square's letters are all different ({lang}: {letters})"
