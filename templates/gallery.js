// Roadbook's gallery: previous/next buttons, a "2 / 5" count and arrow keys over the scroll-snap strip (which is
// the whole gallery without JavaScript), and a lightbox: a <dialog> opened with showModal() that shows the photo
// large (its own srcset with sizes="100vw", so the browser picks the variant that suits the screen), its caption,
// previous/next, Esc and a close button; on close, focus goes back to the photo shown last in the gallery.
(function () {
  "use strict";

  function setUp(gallery) {
    var track = gallery.querySelector(".gallery-track");
    var items = Array.prototype.slice.call(track.querySelectorAll(".gallery-item"));
    var dialog = gallery.querySelector(".lightbox");
    var frame = dialog.querySelector(".lightbox-frame");
    var caption = dialog.querySelector(".lightbox-caption");
    var controls = gallery.querySelector(".gallery-controls");
    var current = 0;
    var target = -1; // the photo a scroll of ours is moving to: the scroll events on the way do not change `current`

    function show(index, smooth) {
      current = (index + items.length) % items.length;
      var item = items[current];
      var left = item.offsetLeft - track.offsetLeft;
      target = Math.abs(track.scrollLeft - left) < 1 ? -1 : current;
      track.scrollTo({ left: left, behavior: smooth ? "smooth" : "auto" });
      update();
      if (dialog.open) fill();
    }

    function update() {
      var text = items[current].getAttribute("data-count") || "";
      gallery.querySelectorAll(".gallery-count").forEach(function (count) { count.textContent = text; });
    }

    function fill() {
      var item = items[current];
      var picture = item.querySelector("picture").cloneNode(true);
      picture.querySelectorAll("source, img").forEach(function (element) {
        if (element.hasAttribute("sizes")) element.setAttribute("sizes", "100vw");
      });
      var image = picture.querySelector("img");
      image.removeAttribute("loading");
      image.className = "lightbox-image";
      // A photo the strip crops (taller than 1:2, wider than 4:1) is shown whole here, scrolling in its frame.
      var ratio = Number(image.getAttribute("width")) / Number(image.getAttribute("height"));
      frame.classList.toggle("lightbox-scrolls", ratio < 0.5);
      frame.classList.toggle("lightbox-scrolls-wide", ratio > 4);
      frame.scrollTo(0, 0);
      frame.replaceChildren(picture);
      var text = item.querySelector("figcaption");
      caption.replaceChildren();
      if (text) caption.append.apply(caption, Array.prototype.map.call(text.childNodes, function (node) { return node.cloneNode(true); }));
      caption.hidden = !text;
    }

    function nearest() {
      var left = track.scrollLeft;
      var best = 0;
      items.forEach(function (item, index) {
        if (Math.abs(item.offsetLeft - track.offsetLeft - left) < Math.abs(items[best].offsetLeft - track.offsetLeft - left)) best = index;
      });
      return best;
    }

    gallery.querySelectorAll(".gallery-button").forEach(function (button) {
      button.addEventListener("click", function () { show(current + Number(button.getAttribute("data-step")), !dialog.open); });
    });
    if (controls) controls.hidden = false;

    var pending = 0;
    track.addEventListener("scroll", function () {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(function () {
        var index = nearest();
        if (target >= 0) {
          if (index === target) target = -1;
          return;
        }
        if (index !== current) { current = index; update(); }
      });
    }, { passive: true });
    track.addEventListener("scrollend", function () {
      target = -1;
      var index = nearest();
      if (index !== current) { current = index; update(); }
    });
    track.addEventListener("pointerdown", function () { target = -1; });

    track.addEventListener("keydown", function (event) {
      if (items.length < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        show(current + (event.key === "ArrowRight" ? 1 : -1), true);
      }
    });

    items.forEach(function (item, index) {
      item.querySelector(".gallery-link").addEventListener("click", function (event) {
        if (typeof dialog.showModal !== "function" || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        current = index;
        update();
        fill();
        dialog.showModal();
        dialog.querySelector(".lightbox-close").focus();
      });
    });

    dialog.addEventListener("keydown", function (event) {
      if (items.length < 2) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        show(current + (event.key === "ArrowRight" ? 1 : -1), false);
      }
    });
    dialog.addEventListener("click", function (event) {
      if (event.target === dialog) dialog.close();
    });
    dialog.querySelector(".lightbox-close").addEventListener("click", function () { dialog.close(); });
    dialog.addEventListener("close", function () {
      frame.replaceChildren();
      show(current, false);
      items[current].querySelector(".gallery-link").focus({ preventScroll: true });
    });
    update();
  }

  document.querySelectorAll("[data-gallery]").forEach(setUp);
})();
