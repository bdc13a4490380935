"""The engine's messages and the site's catalogues agree.

Every message the engine gives a player has a code (wordgames/messages.py); the page
says it in the player's language from web/i18n/en.js and nb.js. Both catalogues hold
the same keys, every engine code among them, the English catalogue in the engine's
own English, and no Bokmål text asks for a parameter the English one is not given.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

from conftest import ROOT
from wordgames import messages

FIELD = re.compile(r"\{(\w+)\}")
# Parameters the page derives from a parameter P (js/i18n.js): P_name, P_alphabet.
DERIVED = ("_name", "_alphabet")


def catalogue(lang: str) -> dict:
    """A catalogue module of the site: JSON after its "export default"."""
    text = (ROOT / "web" / "i18n" / f"{lang}.js").read_text(encoding="utf-8")
    body = text[text.index("\nexport default ") + len("\nexport default "):].strip()
    assert body.endswith(";"), f"{lang}.js ends with the object and a semicolon"
    return json.loads(body[:-1])


EN, NB = catalogue("en"), catalogue("nb")


def forms(value) -> list[str]:
    return list(value.values()) if isinstance(value, dict) else [value]


def fields(value) -> set[str]:
    return {name for text in forms(value) for name in FIELD.findall(text)}


def test_both_catalogues_hold_the_same_keys():
    assert set(EN) == set(NB), f"only in en.js: {set(EN) - set(NB)}; only in nb.js: {set(NB) - set(EN)}"


def test_every_value_is_a_text_or_plural_forms():
    for key in EN:
        for value in (EN[key], NB[key]):
            if isinstance(value, dict):
                assert set(value) == {"one", "other"}, f"{key}: plural forms are one and other"
            assert all(isinstance(text, str) for text in forms(value)), key


def test_every_engine_code_is_in_both_catalogues_in_the_engines_english():
    missing = [code for code in messages.ENGLISH if code not in EN or code not in NB]
    assert not missing, f"engine codes missing from the catalogues: {missing}"
    differ = [code for code, english in messages.ENGLISH.items() if EN[code] != english]
    assert not differ, f"en.js says these differently from wordgames/messages.py: {differ}"


def test_bokmal_asks_only_for_what_english_is_given():
    wrong = {}
    for key in EN:
        given = {"count"} if isinstance(EN[key], dict) else set()
        for name in fields(EN[key]):
            base = next((name[:-len(s)] for s in DERIVED if name.endswith(s)), name)
            given |= {name, base, *(base + s for s in DERIVED)}
        if not fields(NB[key]) <= given:
            wrong[key] = fields(NB[key]) - given
    assert not wrong, f"nb.js asks for parameters the English is not given: {wrong}"


#: Texts that are the same in both languages: names, the Enter key, words Bokmål shares.
SAME_IN_BOTH = {
    "bg.blank", "bg.start", "common.enter", "lang.nb", "name.boggle", "name.letterboxed", "name.strands",
    "name.unboggle",
    "sc.spangram", "settings.language.en", "settings.language.nb", "settings.palette.standard", "site.name",
    "site.title", "st.cell.hint", "st.spangram", "stats.bar.letterboxed.0", "stats.bar.strands.1", "strands.problems",
    "title.boggle", "title.letterboxed", "title.strands", "title.unboggle", "wl.option",
}


def test_bokmal_is_not_english_left_behind():
    same = {key for key in EN if EN[key] == NB[key] and re.search(r"[a-z]{4}", json.dumps(EN[key]))}
    assert same <= SAME_IN_BOTH, f"nb.js has these in English: {sorted(same - SAME_IN_BOTH)}"


def test_every_code_the_engine_raises_is_known():
    used = set()
    for path in (ROOT / "wordgames").rglob("*.py"):
        used |= set(re.findall(r'Message\(\s*"([\w.]+)"', path.read_text(encoding="utf-8")))
        used |= set(re.findall(r'Message\(\s*"([\w.]+)" if', path.read_text(encoding="utf-8")))
    assert used, "the engine raises messages with codes"
    assert used <= set(messages.ENGLISH), used - set(messages.ENGLISH)


def test_a_message_is_its_english_with_code_and_params():
    inner = messages.Message("strands.twice", word="ROSE")
    outer = messages.Message("strands.problems", problems=[inner, messages.Message("strands.no_spangram")])
    assert outer == "ROSE appears twice; give a spangram."
    assert outer.data() == {"code": "strands.problems", "params": {"problems": [
        {"code": "strands.twice", "params": {"word": "ROSE"}}, {"code": "strands.no_spangram", "params": {}}]}}
    assert messages.Message("strands.letters_add", total=47, cells=48, count=1).endswith("add 1 letter")
    assert messages.Message("board.not_in_alphabet", letter="Ø", lang="en") == \
        "Ø is not a letter of the English alphabet"


class _Marked(HTMLParser):
    """The marked text of index.html: (key, English there) for data-i18n and data-i18n-attr."""

    def __init__(self):
        super().__init__()
        self.found, self.open = [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for pair in (attrs.get("data-i18n-attr") or "").split():
            attribute, key = pair.split(":")
            self.found.append((key, attrs.get(attribute)))
        if "data-i18n" in attrs:
            self.open = [attrs["data-i18n"], ""]
            self.found.append(self.open)

    def handle_data(self, data):
        if self.open:
            self.open[1] += data

    def handle_endtag(self, tag):
        self.open = None


def test_the_english_in_index_html_is_the_catalogues():
    """What index.html shows before the script runs is what en.js says (an edit made in one place only shows)."""
    parser = _Marked()
    parser.feed((ROOT / "web" / "index.html").read_text(encoding="utf-8"))
    assert len(parser.found) > 100
    unknown = [key for key, _ in parser.found if key not in EN]
    assert not unknown, f"index.html marks keys en.js lacks: {unknown}"
    differ = {key: text for key, text in parser.found if " ".join(text.split()) != EN[key]}
    assert not differ, f"index.html says these otherwise than en.js (change both): {differ}"
