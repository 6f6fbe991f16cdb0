/** Development port of the shell and of each remote, by federation name. */
declare const ports: Readonly<Record<string, number>>;
export = ports;
