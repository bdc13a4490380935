"""The build: reproducible, its wheel installable."""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build


def files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def sites(tmp_path_factory):
    """The site built twice, in two folders."""
    root = tmp_path_factory.mktemp("builds")
    for name in ("one", "two"):
        build.build(root / name)
    return root / "one", root / "two"


def test_two_builds_are_byte_identical(sites):
    one, two = files(sites[0]), files(sites[1])
    assert sorted(one) == sorted(two)
    assert [name for name in one if one[name] != two[name]] == []


def test_the_wheel_has_fixed_times_and_modes_and_a_valid_record(sites):
    wheel = next((sites[0] / "wheels").glob("wordgames-*.whl"))
    lock = json.loads((sites[0] / "wheels" / "lock.json").read_text())
    assert lock["wheel"] == wheel.name and lock["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    with zipfile.ZipFile(wheel) as archive:
        infos = archive.infolist()
        assert {info.date_time for info in infos} == {(1980, 1, 1, 0, 0, 0)}
        assert {info.external_attr >> 16 for info in infos} == {0o100644}
        names = [info.filename for info in infos]
        assert names[-1].endswith(".dist-info/RECORD")
        record = list(csv.reader(io.StringIO(archive.read(names[-1]).decode())))
        assert sorted(row[0] for row in record) == sorted(names)
        for name, digest, size in record:
            if name == names[-1]:
                continue
            data = archive.read(name)
            assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert int(size) == len(data)
        info = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
        assert "wordgames = wordgames.cli:main" in archive.read(info).decode()


def test_the_wheel_installs_with_pip_and_runs(sites, tmp_path):
    wheel = next((sites[0] / "wheels").glob("wordgames-*.whl"))
    target, elsewhere = tmp_path / "target", tmp_path / "elsewhere"
    elsewhere.mkdir()
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-compile",
                    "--target", str(target), str(wheel)], check=True, timeout=120)
    env = {**os.environ, "PYTHONPATH": str(target)}

    def python(*args: str) -> str:
        done = subprocess.run([sys.executable, *args], cwd=elsewhere, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert Path(python("-c", "import wordgames; print(wordgames.__file__)").strip()).is_relative_to(target)
    events = [json.loads(line) for line in python(
        "-m", "wordgames", "letterboxed", "solve", "--sides", "ABC,DEF,GHI,JKL", "--json").splitlines()]
    assert events[-1]["type"] == "result" and "min_words" in events[-1]
