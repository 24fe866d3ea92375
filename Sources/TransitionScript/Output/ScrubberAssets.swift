import TransitionEngine

/// The stylesheet and script a scrubber page carries inline.
enum ScrubberAssets {
  /// The page's CSS.
  static let style = """
    :root { --ink: #101828; --muted: #475467; --faint: #667085; --line: #EAECF0; --bg: #F4F6F9; --accent: #2E6BE6; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--ink); font: 14px/1.45 Inter, "Helvetica Neue", Helvetica, Arial, "DejaVu Sans", sans-serif; }
    main { max-width: 1180px; margin: 0 auto; padding: 24px 24px 48px; }
    header.page h1 { font-size: 22px; margin: 0 0 2px; letter-spacing: -0.01em; }
    header.page p { margin: 0; color: var(--muted); }
    .empty { color: var(--muted); font-style: italic; }
    section.transition { background: #FFFFFF; border: 1px solid var(--line); border-radius: 14px; box-shadow: 0 1px 3px rgba(16, 24, 40, 0.06); padding: 18px 24px 20px; margin-top: 18px; }
    .title { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
    .title h2 { font-size: 18px; margin: 0 6px 0 0; letter-spacing: -0.01em; }
    .pill { display: inline-block; padding: 1px 10px; border-radius: 999px; font-size: 12px; font-weight: 600; background: #F2F4F7; color: var(--muted); }
    .pill.animator { background: #EEF4FF; color: #3538CD; }
    .pill.completed { background: #ECFDF3; color: #067647; }
    .pill.cancelled { background: #FFFAEB; color: #B54708; }
    .meta { color: var(--faint); font-size: 13px; margin: 4px 0 0; }
    .body { display: flex; gap: 28px; margin-top: 16px; align-items: flex-start; }
    .stage { height: \(formatNumber(ScrubberHTML.stageHeight))px; flex: none; border-radius: 8px; overflow: hidden; border: 1px solid #D0D5DD; background: #FFFFFF; box-shadow: 0 10px 28px rgba(16, 24, 40, 0.10); }
    .stage svg { display: block; width: 100%; height: 100%; }
    .stage .fs-plain { fill: none; stroke: #B8C0CC; stroke-width: 1px; }
    .stage .fs-snapshot { stroke: #7F56D9; stroke-width: 1.5px; stroke-dasharray: 5 3; }
    .stage .highlight > :not(.fs-shadow):not(.fs-border):not(.fs-image) { stroke: #F04438; stroke-width: 2.5px; stroke-dasharray: none; }
    .stage text { font-family: Inter, "Helvetica Neue", Helvetica, Arial, "DejaVu Sans", sans-serif; }
    .stage text.label { fill: #101828; paint-order: stroke; stroke: #FFFFFF; stroke-linejoin: round; }
    .panel { flex: 1; min-width: 0; }
    .touches { display: flex; align-items: center; gap: 12px; margin-top: 10px; }
    .touches-title { font-size: 12px; color: #475467; flex: none; }
    .touch-track { position: relative; flex: 1; height: 26px; margin: 0 36px; border-bottom: 2px solid #D0D5DD; }
    .touch-mark { position: absolute; bottom: 2px; transform: translateX(-50%); font-size: 11px; padding: 2px 6px; border-radius: 6px; border: 1px solid; background: #FFFFFF; cursor: pointer; white-space: nowrap; }
    .touch-mark.down { color: #1570EF; border-color: #84CAFF; }
    .touch-mark.lift { color: #D92D20; border-color: #FDA29B; }
    .touch-mark.current { background: #FEF3F2; font-weight: 700; }
    .touch-mark.down.current { background: #EFF8FF; }
    .clock { display: flex; align-items: baseline; gap: 14px; }
    .clock .time { font: 600 30px/1.1 "SF Mono", Menlo, "DejaVu Sans Mono", monospace; letter-spacing: -0.02em; }
    .clock .counter { color: var(--faint); font-size: 13px; }
    .controls { display: flex; align-items: center; gap: 8px; margin-top: 12px; }
    button, select { font: inherit; font-size: 13px; border: 1px solid #D0D5DD; background: #FFFFFF; color: var(--ink); border-radius: 8px; padding: 6px 12px; cursor: pointer; }
    button:hover { background: #F9FAFB; }
    button.primary { background: var(--accent); border-color: var(--accent); color: #FFFFFF; min-width: 88px; }
    button.primary:hover { background: #2458C7; }
    select { padding: 6px 8px; }
    input.scrubber { flex: 1; min-width: 120px; accent-color: var(--accent); }
    .views { margin-top: 16px; max-height: 420px; overflow: auto; border: 1px solid var(--line); border-radius: 10px; }
    .views table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
    .views th { position: sticky; top: 0; background: #F9FAFB; text-align: left; color: var(--muted); font-weight: 600; border-bottom: 1px solid var(--line); padding: 7px 10px; }
    .views td { padding: 4px 10px; border-bottom: 1px solid #F2F4F7; white-space: nowrap; }
    .views tr:last-child td { border-bottom: none; }
    .views tr:hover td { background: #F5F8FF; }
    .views .num { font-family: "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; }
    .views .tag { margin-left: 6px; font-size: 10.5px; font-weight: 600; color: #6941C6; background: #F4F3FF; border-radius: 4px; padding: 0 5px; }
    .views .none { color: #98A2B3; }
    .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; border: 1px solid rgba(16, 24, 40, 0.18); vertical-align: -2px; margin-right: 6px; }
    .filmstrip { margin-top: 22px; padding-top: 16px; border-top: 1px solid var(--line); overflow-x: auto; }
    .filmstrip svg { display: block; max-width: 100%; height: auto; }
    .filmstrip .fs-frame { cursor: pointer; }
    .filmstrip .fs-frame.current .fs-window { stroke: var(--accent); stroke-width: 2.5px; }
    .filmstrip .fs-frame.current .fs-time { fill: var(--accent); font-weight: 700; }
    """

  /// The page's JavaScript: reads the JSON data block and drives every transition's stage.
  ///
  /// It computes no geometry: a frame's picture comes drawn (``ScrubberData``'s `svg`,
  /// the filmstrip's shapes), and the view table's boxes come measured (`frame`).
  static let script = """
    (function () {
      "use strict";
      var SVG = "http://www.w3.org/2000/svg";
      var data = JSON.parse(document.getElementById("transhost-data").textContent);
      var field = {};
      data.fields.forEach(function (name, index) { field[name] = index; });

      function text(value) { return String(Math.round(value * 1000) / 1000); }
      // The fragment: frame=N (1-based, as the counter shows it; or last) and
      // transition=K (the number in the section's title), joined with &.
      function requested() {
        var wanted = { frame: null, transition: null };
        window.location.hash.replace(/^#/, "").split("&").forEach(function (part) {
          var pair = part.split("=");
          if (pair.length !== 2) { return; }
          if (pair[0] === "frame" && /^(last|\\d+)$/.test(pair[1])) {
            wanted.frame = pair[1] === "last" ? Infinity : Math.max(1, parseInt(pair[1], 10));
          } else if (pair[0] === "transition" && /^\\d+$/.test(pair[1])) {
            wanted.transition = parseInt(pair[1], 10);
          }
        });
        return wanted;
      }
      function finite(row) {
        for (var i = field.x; i <= field.opacity; i += 1) {
          if (typeof row[i] !== "number" || !isFinite(row[i])) { return false; }
        }
        return true;
      }
      function element(name, attributes, parent) {
        var node = document.createElementNS(SVG, name);
        Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
        parent.appendChild(node);
        return node;
      }
      function cell(row, content, className) {
        var node = document.createElement("td");
        if (className) { node.className = className; }
        node.textContent = content;
        row.appendChild(node);
        return node;
      }

      function Player(section, transition) {
        var frames = transition.frames;
        var number = Number(section.getAttribute("data-transition"));
        var stage = section.querySelector(".stage svg");
        var scrubber = section.querySelector("input.scrubber");
        var time = section.querySelector(".clock .time");
        var counter = section.querySelector(".clock .counter");
        var play = section.querySelector("[data-action=play]");
        var speed = section.querySelector("select.speed");
        var body = section.querySelector(".views tbody");
        var cursors = section.querySelectorAll(".fs-cursor");
        var thumbnails = section.querySelectorAll(".fs-frame");
        var marks = section.querySelectorAll(".touch-mark");
        var current = 0, playing = false, clock = 0, last = null;

        function draw(index) {
          current = Math.max(0, Math.min(frames.length - 1, index));
          scrubber.value = String(current);
          while (stage.firstChild) { stage.removeChild(stage.firstChild); }
          body.textContent = "";
          if (frames.length === 0) {
            time.textContent = "no frames";
            counter.textContent = "";
            return;
          }
          var frame = frames[current];
          time.textContent = "t = " + text(frame.time) + " s";
          counter.textContent = "frame " + (current + 1) + " of " + frames.length;
          stage.innerHTML = frame.svg;
          drawLabels(frame.labels);
          frame.views.forEach(function (row, order) {
            addRow(row, stage.querySelector("[data-row='" + order + "']"));
          });
          cursors.forEach(function (line) {
            var t0 = Number(line.getAttribute("data-t0")), t1 = Number(line.getAttribute("data-t1"));
            var x0 = Number(line.getAttribute("data-x0")), x1 = Number(line.getAttribute("data-x1"));
            var x = x0 + (t1 > t0 ? (frame.time - t0) / (t1 - t0) : 0) * (x1 - x0);
            line.setAttribute("x1", x);
            line.setAttribute("x2", x);
            line.setAttribute("visibility", "visible");
          });
          marks.forEach(function (mark) {
            mark.classList.toggle("current", Number(mark.getAttribute("data-frame")) === current);
          });
          thumbnails.forEach(function (group) {
            var same = Math.abs(Number(group.getAttribute("data-time")) - frame.time) < 0.0005;
            group.classList.toggle("current", same);
          });
        }

        function drawLabels(labels) {
          labels.forEach(function (label) {
            var node = element("text", { "class": "label", x: label[1], y: label[2], "font-size": transition.labelSize,
              "stroke-width": transition.labelSize / 4 }, stage);
            node.textContent = label[0];
          });
        }

        function addRow(row, shape) {
          var line = document.createElement("tr");
          var name = cell(line, "", "name");
          name.style.paddingLeft = (10 + 14 * row[field.depth]) + "px";
          name.appendChild(document.createTextNode(String(row[field.name])));
          if (row[field.isSnapshot]) {
            var tag = document.createElement("span");
            tag.className = "tag";
            tag.textContent = "snapshot";
            name.appendChild(tag);
          }
          if (finite(row)) {
            var area = row[field.frame];
            cell(line, "(" + [area[0], area[1]].map(text).join(", ") + ")  " +
              text(area[2]) + "\\u00d7" + text(area[3]), "num");
            cell(line, text(row[field.opacity]), "num");
          } else {
            cell(line, "not finite", "num none");
            cell(line, "", "num");
          }
          var colour = cell(line, "", "num");
          var color = row[field.color];
          if (typeof color === "string") {
            var swatch = document.createElement("span");
            swatch.className = "swatch";
            swatch.style.background = color;
            colour.appendChild(swatch);
            colour.appendChild(document.createTextNode(color));
          } else {
            colour.textContent = "none";
            colour.classList.add("none");
          }
          if (shape) {
            line.addEventListener("mouseenter", function () { shape.classList.add("highlight"); });
            line.addEventListener("mouseleave", function () { shape.classList.remove("highlight"); });
          }
          body.appendChild(line);
        }

        function tick(now) {
          if (!playing) { return; }
          if (last !== null) { clock += (now - last) / 1000 * Number(speed.value); }
          last = now;
          var index = current;
          while (index + 1 < frames.length && frames[index + 1].time <= clock) { index += 1; }
          if (index !== current) { draw(index); }
          if (index >= frames.length - 1) { setPlaying(false); return; }
          window.requestAnimationFrame(tick);
        }
        function setPlaying(on) {
          playing = on && frames.length > 1;
          play.textContent = playing ? "\\u275a\\u275a Pause" : "\\u25b6 Play";
          play.title = playing ? "Pause" : "Play";
          if (playing) {
            if (current >= frames.length - 1) { draw(0); }
            clock = frames[current].time;
            last = null;
            window.requestAnimationFrame(tick);
          }
        }

        // A frame the reader picks is put in the address (#transition=K&frame=N), so a
        // link or a reload opens it again; replaceState adds no history entry.
        function pick(index) {
          setPlaying(false);
          draw(index);
          if (frames.length > 0 && window.history && window.history.replaceState) {
            window.history.replaceState(null, "", "#transition=" + number + "&frame=" + (current + 1));
          }
        }
        scrubber.addEventListener("input", function () { pick(Number(scrubber.value)); });
        play.addEventListener("click", function () { setPlaying(!playing); });
        section.querySelector("[data-action=back]").addEventListener("click", function () {
          pick(current - 1);
        });
        section.querySelector("[data-action=forward]").addEventListener("click", function () {
          pick(current + 1);
        });
        marks.forEach(function (mark) {
          mark.addEventListener("click", function () {
            pick(Number(mark.getAttribute("data-frame")));
          });
        });
        thumbnails.forEach(function (group) {
          group.addEventListener("click", function () {
            var target = Number(group.getAttribute("data-time"));
            var best = 0;
            frames.forEach(function (frame, index) {
              if (Math.abs(frame.time - target) < Math.abs(frames[best].time - target)) { best = index; }
            });
            pick(best);
          });
        });
        draw(0);
        return {
          number: number,
          section: section,
          show: function (frame) { setPlaying(false); draw(Math.min(frame, frames.length) - 1); },
        };
      }

      var players = [];
      document.querySelectorAll("section.transition").forEach(function (section) {
        var transition = data.transitions[Number(section.getAttribute("data-position"))];
        if (transition) { players.push(Player(section, transition)); }
      });
      // On load and whenever the fragment changes: the frame it names, in every
      // transition or in the one it names, which is scrolled to.
      function follow() {
        var wanted = requested();
        players.forEach(function (player) {
          if (wanted.transition !== null && wanted.transition !== player.number) { return; }
          if (wanted.frame !== null) { player.show(wanted.frame); }
          if (wanted.transition !== null) { player.section.scrollIntoView(); }
        });
      }
      window.addEventListener("hashchange", follow);
      follow();
    })();
    """
}
