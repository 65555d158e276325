/**
 * The Smart Game Format's syntax (FF[4]), as much as Pentobi's files use: a game tree of nodes
 * holding `ID[value][value]` properties. Reading follows the main line (the first variation at
 * every branch), which is the game; other variations are skipped. Values are returned unescaped.
 */
import { GameFormatError } from './errors.ts';

export interface SgfProperty {
  readonly id: string;
  readonly values: readonly string[];
  /** 1-based line of the property's identifier, for errors. */
  readonly line: number;
}

export interface SgfNode {
  readonly line: number;
  readonly properties: readonly SgfProperty[];
}

class Reader {
  private i = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  fail(detail: string): never {
    throw new GameFormatError('blksgf', this.line, detail);
  }

  private peek(): string | undefined {
    return this.text[this.i];
  }

  private next(): string {
    const c = this.text[this.i++];
    if (c === undefined) this.fail('the file ends inside the game tree (a missing `)` or `]`?)');
    if (c === '\n') this.line++;
    return c;
  }

  skipSpace(): string | undefined {
    while (this.peek() !== undefined && /\s/.test(this.peek()!)) this.next();
    return this.peek();
  }

  expect(c: string): void {
    const got = this.skipSpace();
    if (got !== c) this.fail(`expected '${c}' but found ${got === undefined ? 'the end of the file' : `'${got}'`}`);
    this.next();
  }

  /** `( ;node ;node … (variation) … )`: appends the main line's nodes to `out` (null: skip). */
  tree(out: SgfNode[] | null): void {
    this.expect('(');
    let any = false;
    while (this.skipSpace() === ';') {
      this.next();
      const node = this.node();
      out?.push(node);
      any = true;
    }
    if (!any) this.fail('a game tree must start with a node (`;`)');
    let first = true;
    while (this.skipSpace() === '(') {
      this.tree(first ? out : null);
      first = false;
    }
    this.expect(')');
  }

  private node(): SgfNode {
    const line = this.line;
    const properties: SgfProperty[] = [];
    for (let c = this.skipSpace(); c !== undefined && /[A-Za-z]/.test(c); c = this.skipSpace()) {
      const at = this.line;
      let id = '';
      while (this.peek() !== undefined && /[A-Za-z]/.test(this.peek()!)) id += this.next();
      // FF[3] allowed lowercase letters inside identifiers (`GaMe`); only the capitals count.
      id = id.replace(/[a-z]/g, '');
      const values: string[] = [];
      while (this.skipSpace() === '[') values.push(this.value());
      if (!values.length) this.fail(`property ${id || '(lowercase)'} has no value`);
      if (properties.some((p) => p.id === id)) this.fail(`property ${id} appears twice in one node`);
      properties.push({ id, values, line: at });
    }
    return { line, properties };
  }

  private value(): string {
    this.next(); // [
    let v = '';
    for (let c = this.next(); c !== ']'; c = this.next()) v += c === '\\' ? this.next() : c;
    return v;
  }
}

/** The main line of the first game tree in `text`. */
export function readSgfMainLine(text: string): SgfNode[] {
  const r = new Reader(text.replace(/^\uFEFF/, ''));
  const nodes: SgfNode[] = [];
  if (r.skipSpace() === undefined) r.fail('the file is empty');
  r.tree(nodes);
  return nodes;
}

/** A property value escaped for writing. */
export function sgfValue(v: string): string {
  return `[${v.replace(/\\/g, '\\\\').replace(/]/g, '\\]')}]`;
}
