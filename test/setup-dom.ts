/**
 * Obsidian adds DOM helpers (createEl, createDiv, empty, setText, addClass, …)
 * to Node/HTMLElement prototypes at startup. jsdom has none of them, so the
 * views would not even build in tests. This installs faithful stand-ins.
 *
 * Import it at the top of any jsdom test (`import '../setup-dom'`), or call
 * `installDomHelpers(window)` on a JSDOM window created by hand (the
 * screenshot script does that).
 */

import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

interface ElementInfo {
  cls?: string | string[];
  text?: string | DocumentFragment;
  attr?: Record<string, string | number | boolean | null>;
  title?: string;
  parent?: Node;
  value?: string;
  type?: string;
  prepend?: boolean;
  placeholder?: string;
  href?: string;
}

type DomWindow = Window & typeof globalThis;

function classesOf(cls: string | string[] | undefined): string[] {
  if (cls === undefined) return [];
  return (Array.isArray(cls) ? cls : cls.split(' ')).filter((c) => c.length > 0);
}

export function installDomHelpers(win: DomWindow): void {
  const proto = win.Node.prototype as unknown as Record<string, unknown>;
  if (typeof proto.createEl === 'function') return;
  const doc = win.document;

  function applyInfo(el: HTMLElement, info: ElementInfo | string | undefined): void {
    if (info === undefined) return;
    const o: ElementInfo = typeof info === 'string' ? { cls: info } : info;
    for (const c of classesOf(o.cls)) el.classList.add(c);
    if (o.text !== undefined) {
      if (typeof o.text === 'string') el.textContent = o.text;
      else el.appendChild(o.text);
    }
    if (o.attr) {
      for (const [k, v] of Object.entries(o.attr)) {
        if (v === null || v === false) el.removeAttribute(k);
        else el.setAttribute(k, v === true ? '' : String(v));
      }
    }
    if (o.title !== undefined) el.title = o.title;
    if (o.value !== undefined && 'value' in el) (el as HTMLInputElement).value = o.value;
    if (o.type !== undefined) el.setAttribute('type', o.type);
    if (o.placeholder !== undefined) el.setAttribute('placeholder', o.placeholder);
    if (o.href !== undefined) el.setAttribute('href', o.href);
  }

  function create<K extends keyof HTMLElementTagNameMap>(
    parent: Node | null,
    tag: K,
    info?: ElementInfo | string,
    callback?: (el: HTMLElementTagNameMap[K]) => void,
  ): HTMLElementTagNameMap[K] {
    const el = doc.createElement(tag);
    applyInfo(el, info);
    const o = typeof info === 'object' ? info : undefined;
    const target = o?.parent ?? parent;
    if (target) {
      if (o?.prepend) target.insertBefore(el, target.firstChild);
      else target.appendChild(el);
    }
    callback?.(el);
    return el;
  }

  Object.assign(proto, {
    createEl(this: Node, tag: keyof HTMLElementTagNameMap, info?: ElementInfo | string, cb?: (el: HTMLElement) => void) {
      return create(this, tag, info, cb);
    },
    createDiv(this: Node, info?: ElementInfo | string, cb?: (el: HTMLDivElement) => void) {
      return create(this, 'div', info, cb);
    },
    createSpan(this: Node, info?: ElementInfo | string, cb?: (el: HTMLSpanElement) => void) {
      return create(this, 'span', info, cb);
    },
    empty(this: Node) {
      while (this.firstChild) this.removeChild(this.firstChild);
    },
    detach(this: Node) {
      this.parentNode?.removeChild(this);
    },
    appendText(this: Node, val: string) {
      this.appendChild(doc.createTextNode(val));
    },
  });

  const elProto = win.Element.prototype as unknown as Record<string, unknown>;
  Object.assign(elProto, {
    getText(this: Element) {
      return this.textContent ?? '';
    },
    setText(this: Element, val: string | DocumentFragment) {
      if (typeof val === 'string') this.textContent = val;
      else {
        this.textContent = '';
        this.appendChild(val);
      }
    },
    addClass(this: Element, ...classes: string[]) {
      this.classList.add(...classes.flatMap((c) => classesOf(c)));
    },
    addClasses(this: Element, classes: string[]) {
      this.classList.add(...classes);
    },
    removeClass(this: Element, ...classes: string[]) {
      this.classList.remove(...classes.flatMap((c) => classesOf(c)));
    },
    removeClasses(this: Element, classes: string[]) {
      this.classList.remove(...classes);
    },
    toggleClass(this: Element, classes: string | string[], value: boolean) {
      for (const c of classesOf(classes)) this.classList.toggle(c, value);
    },
    hasClass(this: Element, cls: string) {
      return this.classList.contains(cls);
    },
    setAttr(this: Element, name: string, value: string | number | boolean | null) {
      if (value === null || value === false) this.removeAttribute(name);
      else this.setAttribute(name, value === true ? '' : String(value));
    },
    setAttrs(this: Element, obj: Record<string, string | number | boolean | null>) {
      for (const [k, v] of Object.entries(obj)) (this as unknown as { setAttr(n: string, v: unknown): void }).setAttr(k, v);
    },
    getAttr(this: Element, name: string) {
      return this.getAttribute(name);
    },
    find(this: Element, selector: string) {
      return this.querySelector(selector);
    },
    findAll(this: Element, selector: string) {
      return Array.from(this.querySelectorAll(selector));
    },
  });

  const htmlProto = win.HTMLElement.prototype as unknown as Record<string, unknown>;
  Object.assign(htmlProto, {
    show(this: HTMLElement) {
      this.hidden = false;
    },
    hide(this: HTMLElement) {
      this.hidden = true;
    },
    toggle(this: HTMLElement, show: boolean) {
      this.hidden = !show;
    },
    isShown(this: HTMLElement) {
      return !this.hidden;
    },
    setCssProps(this: HTMLElement, props: Record<string, string>) {
      for (const [k, v] of Object.entries(props)) this.style.setProperty(k, v);
    },
    onClickEvent(this: HTMLElement, listener: (ev: MouseEvent) => unknown) {
      this.addEventListener('click', listener as EventListener);
    },
  });

  const g = win as unknown as Record<string, unknown>;
  g.createEl = (tag: keyof HTMLElementTagNameMap, info?: ElementInfo | string, cb?: (el: HTMLElement) => void) =>
    create(null, tag, info, cb);
  g.createDiv = (info?: ElementInfo | string, cb?: (el: HTMLDivElement) => void) => create(null, 'div', info, cb);
  g.createSpan = (info?: ElementInfo | string, cb?: (el: HTMLSpanElement) => void) => create(null, 'span', info, cb);
  g.createFragment = (cb?: (f: DocumentFragment) => void) => {
    const f = doc.createDocumentFragment();
    cb?.(f);
    return f;
  };
}

// Under jest's jsdom environment the globals exist at import time. jsdom also
// lacks TextEncoder/TextDecoder, which the engine (sha256, the vault fake) needs.
if (typeof window !== 'undefined' && typeof window.Node === 'function') {
  installDomHelpers(window);
  const g = window as unknown as Record<string, unknown>;
  if (typeof g.TextEncoder === 'undefined') g.TextEncoder = NodeTextEncoder;
  if (typeof g.TextDecoder === 'undefined') g.TextDecoder = NodeTextDecoder;
}
