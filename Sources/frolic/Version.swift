/// Frolic's version, declared once: `frolic --version` prints it, and a
/// release bumps only this line.
let frolicVersion = "0.2.0"
