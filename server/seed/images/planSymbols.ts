import { circle, ellipse, group, line, rect } from './svg';

/** Furniture symbols for floor plans, in thin ink on white, as architects draw them. Sizes are real (100 px = 1 m). */
const INK = '#5c584c';
const stroke = (width = 2) => `stroke="${INK}" stroke-width="${width}"`;
const outline = (x: number, y: number, w: number, h: number, extra = '') => rect(x, y, w, h, '#ffffff', `${stroke()} ${extra}`);

export function bed(x: number, y: number, rotate = 0): string {
  const body =
    outline(0, 0, 160, 200, 'rx="6"') +
    outline(12, 10, 62, 36, 'rx="8"') +
    outline(86, 10, 62, 36, 'rx="8"') +
    rect(0, 70, 160, 130, '#f1ece2', `${stroke()} rx="4"`) +
    line(0, 86, 160, 86, INK, 1.5) +
    outline(-56, 4, 46, 40) +
    outline(170, 4, 46, 40);
  return group(body, `transform="translate(${x} ${y}) rotate(${rotate})"`);
}

export function sofa(x: number, y: number, width: number, rotate = 0): string {
  const body =
    outline(0, 0, width, 90, 'rx="10"') +
    outline(0, 0, width, 24, 'rx="8"') +
    outline(0, 0, 22, 90, 'rx="8"') +
    outline(width - 22, 0, 22, 90, 'rx="8"') +
    line(width / 2, 24, width / 2, 90, INK, 1.5);
  return group(body, `transform="translate(${x} ${y}) rotate(${rotate})"`);
}

export function dining(x: number, y: number, seats: number): string {
  const width = 60 * (seats / 2) + 40;
  let body = outline(0, 0, width, 90, 'rx="6"');
  for (let i = 0; i < seats / 2; i++) {
    body += outline(30 + i * 60, -34, 40, 28, 'rx="6"') + outline(30 + i * 60, 96, 40, 28, 'rx="6"');
  }
  return group(body, `transform="translate(${x} ${y})"`);
}

export function coffeeTable(x: number, y: number): string {
  return (
    outline(x, y, 110, 60, 'rx="8"') + rect(x - 70, y - 40, 250, 140, 'none', `stroke="${INK}" stroke-width="1.2" stroke-dasharray="6 5"`)
  );
}

export function wardrobe(x: number, y: number, width: number, depth = 60): string {
  return outline(x, y, width, depth) + line(x, y, x + width, y + depth, INK, 1) + line(x + width, y, x, y + depth, INK, 1);
}

export function kitchenRun(x: number, y: number, width: number): string {
  let body = outline(x, y, width, 62);
  body += outline(x + 30, y + 10, 80, 42, 'rx="6"') + outline(x + 40, y + 16, 26, 30, 'rx="4"') + outline(x + 74, y + 16, 26, 30, 'rx="4"');
  for (const [cx, cy] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ])
    body += circle(x + width - 110 + cx * 40, y + 18 + cy * 26, 11, '#ffffff', stroke(1.5));
  body += outline(x + width - 62, y, 62, 62) + line(x + width - 62, y + 6, x + width, y + 6, INK, 1);
  return body;
}

export function bathtub(x: number, y: number): string {
  return outline(x, y, 170, 75, 'rx="8"') + outline(x + 10, y + 10, 150, 55, 'rx="24"') + circle(x + 140, y + 37, 4, INK);
}

export function shower(x: number, y: number): string {
  return (
    outline(x, y, 90, 90) +
    line(x, y, x + 90, y + 90, INK, 1) +
    line(x + 90, y, x, y + 90, INK, 1) +
    circle(x + 45, y + 45, 5, '#ffffff', stroke(1.5))
  );
}

export function toilet(x: number, y: number): string {
  return outline(x, y, 40, 18, 'rx="3"') + ellipse(x + 20, y + 42, 18, 24, '#ffffff', stroke());
}

export function basin(x: number, y: number): string {
  return outline(x, y, 70, 46, 'rx="4"') + ellipse(x + 35, y + 26, 24, 14, '#ffffff', stroke(1.5));
}
