/** A file the import refuses as a whole: nothing of it is stored. The message is German, for staff or the operator. */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}
