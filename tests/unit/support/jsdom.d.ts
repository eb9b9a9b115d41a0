/** The part of jsdom's API the tests use: the package ships no types of its own. */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
