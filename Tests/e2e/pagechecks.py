"""Checks a visitor would notice, run on the page the driver has open. Each returns a list of problems
(strings that say what is wrong), empty when the page is fine, so a failure names the page and the fault."""

import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys


def console_errors(driver) -> list[str]:
    return [f"console error: {entry['message']}" for entry in driver.get_log("browser")
            if entry.get("level") == "SEVERE"]


def broken_images(driver, timeout: float = 5.0) -> list[str]:
    """Every <img> must load (naturalWidth > 0); lazy images are made eager first so all are fetched."""
    driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(i => i.loading = 'eager')")
    deadline = time.time() + timeout
    while time.time() < deadline:
        pending = driver.execute_script("return Array.from(document.images).filter(i => !i.complete).length")
        if pending == 0:
            break
        time.sleep(0.05)
    broken = driver.execute_script(
        "return Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0))"
        ".map(i => i.getAttribute('src'))")
    return [f"image did not load: {src}" for src in broken]


def horizontal_overflow(driver) -> list[str]:
    width = driver.execute_script("return document.documentElement.scrollWidth")
    viewport = driver.execute_script("return window.innerWidth")
    return [f"page scrolls sideways: content is {width}px wide in a {viewport}px window"] if width > viewport else []


CONTRAST_SCRIPT = """
function rgba(text) {
  const m = text.match(/rgba?\\(([^)]+)\\)/);
  if (!m) return [0, 0, 0, 0];
  const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
  return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function background(el) {
  let layers = [];
  for (let e = el; e; e = e.parentElement) {
    const c = rgba(getComputedStyle(e).backgroundColor);
    if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
  }
  let base = [255, 255, 255];
  if (layers.length && layers[layers.length - 1][3] >= 1) base = layers.pop().slice(0, 3);
  for (let i = layers.length - 1; i >= 0; i--) {
    const c = layers[i];
    base = base.map((v, k) => c[k] * c[3] + v * (1 - c[3]));
  }
  return base;
}
function luminance(c) {
  const s = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2];
}
const picks = [document.body, ...document.querySelectorAll('main p, main li, main h1, main td')].slice(0, 40);
return picks.filter(e => e.offsetParent !== null || e === document.body).map(e => {
  const fg = rgba(getComputedStyle(e).color).slice(0, 3);
  const bg = background(e);
  const l1 = luminance(fg), l2 = luminance(bg);
  const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  return [e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).split(' ')[0] : ''), ratio,
          'rgb(' + fg.map(Math.round) + ')', 'rgb(' + bg.map(Math.round) + ')'];
});
"""


def low_contrast(driver, minimum: float = 4.5) -> list[str]:
    samples = driver.execute_script(CONTRAST_SCRIPT)
    return [f"text contrast {ratio:.2f}:1 below {minimum}:1 on {what} ({fg} on {bg})"
            for what, ratio, fg, bg in samples if ratio < minimum]


ACCESSIBILITY_SCRIPT = """
const problems = [];
const lang = document.documentElement.getAttribute('lang');
if (!lang) problems.push('no lang on <html>');
if (!document.title.trim()) problems.push('empty <title>');
const h1 = document.querySelectorAll('h1');
if (h1.length !== 1) problems.push('expected one h1, found ' + h1.length);
let previous = 0;
for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
  const level = Number(h.tagName[1]);
  if (previous && level > previous + 1) problems.push('heading ' + h.tagName + ' "' + h.textContent.trim() + '" skips a level after h' + previous);
  previous = level;
}
for (const img of document.querySelectorAll('img')) {
  if (!img.hasAttribute('alt')) problems.push('image without alt: ' + img.getAttribute('src'));
  if (!img.hasAttribute('width') || !img.hasAttribute('height')) problems.push('image without width/height: ' + img.getAttribute('src'));
}
for (const landmark of ['main', 'header', 'footer', 'nav']) {
  if (!document.querySelector(landmark)) problems.push('no <' + landmark + '> landmark');
}
for (const a of document.querySelectorAll('a[href]')) {
  const text = (a.textContent || '').trim() || a.getAttribute('aria-label') || a.getAttribute('title') ||
    Array.from(a.querySelectorAll('img[alt]')).map(i => i.alt).join('').trim();
  if (!text) problems.push('link without discernible text: ' + a.getAttribute('href'));
}
return problems;
"""


def accessibility_problems(driver) -> list[str]:
    return driver.execute_script(ACCESSIBILITY_SCRIPT)


def focus_not_visible(driver) -> list[str]:
    """Tab to the first focusable element: it must show a focus indicator (outline or box-shadow)."""
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.focus()")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    style = driver.execute_script("""
      const e = document.activeElement; if (!e || e === document.body) return null;
      const s = getComputedStyle(e);
      return [e.tagName.toLowerCase() + ' ' + (e.getAttribute('href') || ''), s.outlineStyle, s.outlineWidth, s.boxShadow];
    """)
    if style is None:
        return ["the Tab key focuses nothing"]
    what, outline_style, outline_width, shadow = style
    if (outline_style == "none" or outline_width in ("0px", "")) and shadow in ("none", ""):
        return [f"focus is not visible on {what}"]
    return []


def all_visitor_problems(driver, include_focus: bool = True) -> list[str]:
    problems = console_errors(driver) + broken_images(driver) + accessibility_problems(driver)
    if include_focus:
        problems += focus_not_visible(driver)
    return problems
