"""`roadbook generate` killed with SIGKILL at random moments (a CI time-out, power loss): the output is never
half-written, and the next build removes the staging folders the killed ones left beside it (issue 39)."""

import os
import pathlib
import random
import signal
import subprocess
import time

from conftest import ROADBOOK
from test_map import generate_places


def leftovers(parent: pathlib.Path) -> list[str]:
    return sorted(n for n in os.listdir(parent) if n.startswith("._site.tmp-") or n.startswith("._site.old-"))


def test_killed_builds_leave_folders_that_the_next_build_removes(tmp_path):
    source = tmp_path / "site"
    generate_places(source, 1500)
    (source / "site.yaml").write_text("title: Killed\n")
    output = tmp_path / "_site"
    command = [str(ROADBOOK), "generate", "--source", str(source), "--output", str(output), "--quiet"]
    subprocess.run(command, check=True, capture_output=True)
    started = time.monotonic()
    subprocess.run(command, check=True, capture_output=True)
    seconds = time.monotonic() - started
    rng = random.Random(39)
    seen = 0
    for _ in range(8):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.2, 0.9) * seconds)
        process.send_signal(signal.SIGKILL)
        process.wait()
        seen = max(seen, len(leftovers(tmp_path)))
        assert (output / "index.html").is_file() and (output / ".roadbook-output").is_file(), "the output is whole"
    assert seen >= 1, "no kill landed during a build (the test did not test anything)"
    subprocess.run(command, check=True, capture_output=True)
    assert leftovers(tmp_path) == []
    assert (output / "locations" / "place-01500" / "index.html").is_file()
