import { group, path, poly, rect } from './svg';
import type { Point } from './svg';

/**
 * Cologne Cathedral as a silhouette, seen from the south-east: the two west towers with their
 * openwork spires on the left, the long nave with flying buttresses, the crossing flèche and the choir.
 * `height` is the towers' height; everything is measured in hundredths of it.
 */
export function cathedral(x: number, baseY: number, height: number, fill: string, detail: string, roof = detail): string {
  const u = height / 100;
  const X = (v: number) => x + v * u;
  const Y = (v: number) => baseY - v * u;
  let body = '';

  const tower = (left: number) => {
    let t = rect(X(left), Y(50), 16 * u, 50 * u, fill);
    t += rect(X(left + 1.5), Y(62), 13 * u, 12 * u, fill);
    t += rect(X(left + 3), Y(72), 10 * u, 10 * u, fill);
    // Corner pinnacles on each stage.
    for (const [px, py, ph] of [
      [left, 50, 8],
      [left + 15, 50, 8],
      [left + 1.5, 62, 7],
      [left + 13.5, 62, 7],
      [left + 3, 72, 5],
      [left + 12, 72, 5],
    ]) {
      t += poly(
        [
          [X(px), Y(py)],
          [X(px + 1), Y(py)],
          [X(px + 0.5), Y(py + ph)],
        ],
        fill,
      );
    }
    // The openwork spire: slender, with small crockets stepping up both edges.
    const levels = 9;
    const spireLeft: Point[] = [];
    for (let level = 0; level < levels; level++) {
      const t0 = level / levels;
      const y0 = 72 + t0 * 25;
      const inset = 3.5 + t0 * 4.5;
      spireLeft.push([X(left + inset), Y(y0)], [X(left + inset - 0.45), Y(y0 + 1.3)], [X(left + inset + 0.35), Y(y0 + 1.6)]);
    }
    const spireRight = spireLeft.map(([px, py]): Point => [2 * X(left + 8) - px, py]).reverse();
    t += poly([...spireLeft, [X(left + 8), Y(98)], ...spireRight], fill);
    t += rect(X(left + 7.7), Y(100.5), 0.6 * u, 3 * u, fill) + rect(X(left + 7.1), Y(99.6), 1.8 * u, 0.5 * u, fill);
    // Tall tracery windows, a shade lighter: they keep the silhouette from reading as a block.
    for (const [wy, wh, w, xs] of [
      [6, 16, 4, [3, 9]],
      [27, 18, 4, [3, 9]],
      [52, 7, 3.4, [4, 8.6]],
      [63, 7, 4, [6]],
    ] as const) {
      for (const wx of xs) {
        t += path(
          `M${X(left + wx)},${Y(wy)} L${X(left + wx)},${Y(wy + wh - w / 2)} Q${X(left + wx + w / 2)},${Y(wy + wh + w / 2)} ${X(left + wx + w)},${Y(wy + wh - w / 2)} L${X(left + wx + w)},${Y(wy)} Z`,
          detail,
        );
      }
    }
    return t;
  };

  // Nave and choir behind the towers.
  // The roof a shade apart from the walls, so the forest of buttress pinnacles shows against it.
  body += poly(
    [
      [X(30), Y(28)],
      [X(108), Y(28)],
      [X(104), Y(41)],
      [X(32), Y(41)],
    ],
    roof,
  );
  body += rect(X(30), Y(28), 80 * u, 28 * u, fill);
  body += path(`M${X(108)},${baseY} L${X(108)},${Y(28)} Q${X(118)},${Y(27)} ${X(120)},${Y(14)} L${X(120)},${baseY} Z`, fill);
  for (let b = 38; b <= 116; b += 4)
    body += poly(
      [
        [X(b - 0.6), Y(22)],
        [X(b + 0.6), Y(22)],
        [X(b + 0.6), Y(31)],
        [X(b), Y(b % 8 === 2 ? 37 : 34)],
        [X(b - 0.6), Y(31)],
      ],
      fill,
    );
  for (let w = 46; w < 104; w += 6)
    body += path(`M${X(w)},${Y(8)} L${X(w)},${Y(21)} Q${X(w + 1.5)},${Y(24)} ${X(w + 3)},${Y(21)} L${X(w + 3)},${Y(8)} Z`, detail);
  // Transept gable and the crossing flèche.
  body += poly(
    [
      [X(70), Y(28)],
      [X(84), Y(28)],
      [X(84), Y(41)],
      [X(77), Y(49)],
      [X(70), Y(41)],
    ],
    fill,
  );
  body += poly(
    [
      [X(75.8), Y(41)],
      [X(78.2), Y(41)],
      [X(78.2), Y(52)],
      [X(77), Y(68)],
      [X(75.8), Y(52)],
    ],
    fill,
  );
  // The west front between the towers, with its great window.
  body +=
    poly(
      [
        [X(14), Y(40)],
        [X(26), Y(40)],
        [X(26), Y(44)],
        [X(20), Y(50)],
        [X(14), Y(44)],
      ],
      fill,
    ) + rect(X(14), Y(44), 12 * u, 44 * u, fill);
  body += path(`M${X(17)},${Y(14)} L${X(17)},${Y(34)} Q${X(20)},${Y(40)} ${X(23)},${Y(34)} L${X(23)},${Y(14)} Z`, detail);
  body += tower(0) + tower(24);
  return group(body);
}

/** Groß St. Martin: a square crossing tower with four corner turrets and a steep pyramid roof. */
export function stMartin(x: number, baseY: number, height: number, fill: string, detail: string): string {
  const u = height / 100;
  const X = (v: number) => x + v * u;
  const Y = (v: number) => baseY - v * u;
  let body =
    rect(X(-30), Y(30), 70 * u, 30 * u, fill) +
    poly(
      [
        [X(-30), Y(30)],
        [X(40), Y(30)],
        [X(34), Y(40)],
        [X(-24), Y(40)],
      ],
      fill,
    );
  body +=
    rect(X(0), Y(74), 22 * u, 74 * u, fill) +
    poly(
      [
        [X(-1), Y(74)],
        [X(23), Y(74)],
        [X(11), Y(100)],
      ],
      fill,
    );
  for (const tx of [-2.5, 21.5])
    body +=
      rect(X(tx), Y(80), 3 * u, 44 * u, fill) +
      poly(
        [
          [X(tx - 0.4), Y(80)],
          [X(tx + 3.4), Y(80)],
          [X(tx + 1.5), Y(92)],
        ],
        fill,
      );
  for (const [wx, wy] of [
    [4, 48],
    [13, 48],
    [4, 58],
    [13, 58],
  ])
    body += path(
      `M${X(wx)},${Y(wy)} L${X(wx)},${Y(wy + 5)} Q${X(wx + 2.5)},${Y(wy + 8)} ${X(wx + 5)},${Y(wy + 5)} L${X(wx + 5)},${Y(wy)} Z`,
      detail,
    );
  return group(body);
}
