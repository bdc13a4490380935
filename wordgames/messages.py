"""Messages to players: a stable code, its parameters and the text in each language.

Everything the engine tells a person (why a move is rejected, what is wrong with a
link, a board or a creator's words, why no Unboggle board exists) is a
:class:`Message`.  A message *is* its English text (a ``str``, which the tests and the
page's fallback read) and also carries a ``code`` and its ``params``, so it can be said
in any language: :meth:`Message.text` gives it in one, error events carry ``code`` and
``params`` next to ``message``, and a move's verdict ``reason_code`` and
``reason_params`` next to ``reason``.

**One catalogue per language**, ``wordgames/languages/<lang>/catalogue.json``, holds every text of
the project in three groups: ``engine`` (the messages, read here and shown by the page
too), ``cli`` (the command line's own words, read here) and ``page`` (the site's own
texts, which the engine never reads).  ``build.py`` ships ``page`` and ``engine`` to the
site as ``app/i18n/<lang>.js``; the browser's wheel carries ``engine`` only (no page runs the CLI).
``tests/engine/test_messages.py`` checks that every code has every language, with the same
placeholders.

Templates, read the same way here and by ``web/js/i18n.js``:

- ``{name}`` is the parameter ``name``.  A parameter that is itself a message
  shows as that message; a list of messages as each of them, joined by "; ".
- A template may be ``{"one": ..., "other": ...}``, chosen by the ``count``
  parameter (English and Bokmål have these two plural forms).
- A template starting with ``^`` makes the first letter of its text a capital.
- A parameter whose value is a language code also gives ``NAME_name`` and
  ``NAME_alphabet``: the catalogue's ``name.LANG`` and ``alphabet.LANG``, which come from
  each language's ``language.json`` (its ``names``), not from the catalogue's file
  (the page's catalogue adds more such names: the games').
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

from .languages import CODES, DEFAULT, LANGUAGES as FOLDERS

#: The languages the engine speaks and has word lists for (:func:`wordgames.lexicon.load`).
LANGUAGES = CODES
#: The groups of a catalogue the engine reads; the third, ``page``, is the site's alone.
ENGINE_GROUPS = ("engine", "cli")
#: Parameters derived from one that names a language: ``lang`` gives ``lang_name``, ``lang_alphabet``.
DERIVED = ("name", "alphabet")


def catalogue_file(lang: str) -> Path:
    """Where the catalogue of ``lang`` is: its language's folder."""
    return FOLDERS[lang].folder / "catalogue.json"


def catalogue_groups(lang: str) -> dict[str, dict]:
    """The groups of ``lang``'s catalogue with the languages' names, which each language's
    ``language.json`` holds (``names``): the ``engine`` group gets ``name.LANG`` and
    ``alphabet.LANG`` (for messages), the ``page`` group ``lang.LANG`` (a select's options)
    and ``settings.language.LANG`` (each language in its own words)."""
    groups = json.loads(catalogue_file(lang).read_text(encoding="utf-8"))
    engine = {f"{kind}.{code}": language.name(kind, lang) for code, language in FOLDERS.items() for kind in DERIVED}
    page = {key: text for code, language in FOLDERS.items()
            for key, text in ((f"lang.{code}", language.name("select", lang)),
                              (f"settings.language.{code}", language.autonym))}
    return {**groups, "engine": {**engine, **groups.get("engine", {})}, "page": {**page, **groups.get("page", {})}}


@functools.cache
def catalogue(lang: str = DEFAULT) -> dict[str, str | dict[str, str]]:
    """The engine's texts in ``lang`` (its ``engine`` and ``cli`` groups, the languages'
    names among them), by code."""
    groups = catalogue_groups(lang)
    return {code: text for group in ENGINE_GROUPS for code, text in groups.get(group, {}).items()}


_FIELD = re.compile(r"\{(\w+)\}")


def _shown(value: Any, lang: str) -> str:
    if isinstance(value, Message):
        return value.text(lang)
    if isinstance(value, (list, tuple)):
        return "; ".join(_shown(item, lang) for item in value)
    return str(value)


def _plain(value: Any) -> Any:
    """A parameter as JSON: a message as ``{"code", "params"}``, lists item by item."""
    if isinstance(value, Message):
        return value.data()
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def _revived(value: Any) -> Any:
    """A parameter from JSON: ``{"code", "params"}`` as the message it stands for, lists item by item."""
    if isinstance(value, dict) and set(value) == {"code", "params"}:
        return Message.of(value)
    if isinstance(value, list):
        return [_revived(item) for item in value]
    return value


def text(code: str, lang: str = DEFAULT, /, **params: Any) -> str:
    """The text of ``code`` in ``lang`` with ``params`` filled in (see the module's docstring).

    A language without a catalogue, or a code its catalogue lacks, is said in the default
    language (English).
    """
    texts = catalogue(lang) if lang in LANGUAGES else {}
    template = texts.get(code, catalogue(DEFAULT)[code])
    if isinstance(template, dict):
        template = template["one" if params.get("count") == 1 else "other"]
    values = {f"{name}_{kind}": texts.get(f"{kind}.{value}") or catalogue(DEFAULT)[f"{kind}.{value}"]
              for name, value in params.items() if isinstance(value, str) and value in LANGUAGES
              for kind in DERIVED}
    values.update(params)
    said = _FIELD.sub(lambda match: _shown(values[match.group(1)], lang), template)
    return said[1:2].upper() + said[2:] if said.startswith("^") else said


class Message(str):
    """A message for a player: its English text, with ``code`` and ``params``."""

    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, /, **params: Any) -> Message:
        message = super().__new__(cls, text(code, DEFAULT, **params))
        message.code = code
        message.params = params
        return message

    def text(self, lang: str) -> str:
        """The message in ``lang`` (a language without a catalogue gets the default, English)."""
        return text(self.code, lang, **self.params)

    def data(self) -> dict[str, Any]:
        """The code and the parameters as plain JSON, for the page."""
        return {"code": self.code, "params": {name: _plain(value) for name, value in self.params.items()}}

    @classmethod
    def of(cls, data: dict[str, Any]) -> Message:
        """The message whose :meth:`data` this is (an error event's ``code`` and ``params``, say)."""
        return cls(data["code"], **{name: _revived(value) for name, value in data["params"].items()})


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
