"""Prints facts about PNG screenshots as one line of JSON, for the browser tests.

    png_stats.py FIRST [SECOND] [--region X Y W H [--offset X2 Y2]]

    width, height   FIRST's size
    colors          how many distinct colours FIRST has
    differing       pixels that differ between FIRST and SECOND (over the shared area)
    regionColors    distinct colours in the region of FIRST
    regionDiffering pixels that differ between that region and the same-sized one at X2 Y2

Decodes 8-bit, non-interlaced greyscale, RGB and RGBA PNGs with the standard library only,
each file once.
"""
import json
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, color_type, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color_type)
    if depth != 8 or interlace != 0 or channels is None:
        raise SystemExit(f"{path}: unsupported PNG (depth {depth}, type {color_type})")
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[offset]
        row = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        if kind == 0:
            rows.append(bytes(row))
            previous = row
            continue
        if kind == 2:
            row = bytearray((a + b) & 0xFF for a, b in zip(row, previous))
            rows.append(bytes(row))
            previous = row
            continue
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                row[i] = (row[i] + predictor) & 0xFF
        rows.append(bytes(row))
        previous = row
    return width, height, channels, rows


def pixels(image, x, y, w, h):
    width, height, channels, rows = image
    result = []
    for row in rows[max(y, 0):min(y + h, height)]:
        for column in range(max(x, 0), min(x + w, width)):
            result.append(row[column * channels:column * channels + channels])
    return result


def main(arguments):
    files, region, offset, color = [], None, None, None
    while arguments:
        argument = arguments.pop(0)
        if argument == "--color":
            color, arguments = tuple(map(int, arguments[:3])), arguments[3:]
        elif argument == "--region":
            region, arguments = tuple(map(int, arguments[:4])), arguments[4:]
        elif argument == "--offset":
            offset, arguments = tuple(map(int, arguments[:2])), arguments[2:]
        else:
            files.append(argument)
    if not 1 <= len(files) <= 2 or (offset and not region):
        raise SystemExit(__doc__)
    first = decode(files[0])
    width, height = first[0], first[1]
    whole = pixels(first, 0, 0, width, height)
    report = {"width": width, "height": height, "colors": len(set(whole))}
    if len(files) == 2:
        second = decode(files[1])
        w, h = min(width, second[0]), min(height, second[1])
        a, b = pixels(first, 0, 0, w, h), pixels(second, 0, 0, w, h)
        report["differing"] = sum(p != q for p, q in zip(a, b))
    if region:
        x, y, w, h = region
        inside = pixels(first, x, y, w, h)
        report["regionColors"] = len(set(inside))
        if offset:
            other = pixels(first, offset[0], offset[1], w, h)
            report["regionDiffering"] = sum(p != q for p, q in zip(inside, other))
    if color:
        # How many pixels of each column are near `color`: the first and last columns
        # that have any, and the counts three columns inside each.
        counts = []
        for column in range(width):
            near = 0
            for pixel in pixels(first, column, 0, 1, height):
                if all(abs(pixel[i] - color[i]) <= 24 for i in range(3)):
                    near += 1
            counts.append(near)
        used = [column for column, count in enumerate(counts) if count > 0]
        if used:
            report["colorFirst"], report["colorLast"] = used[0], used[-1]
            report["colorLeft"] = counts[min(used[0] + 3, used[-1])]
            report["colorRight"] = counts[max(used[-1] - 3, used[0])]
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1:])
