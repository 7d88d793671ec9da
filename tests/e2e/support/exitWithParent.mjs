// Preloaded into servers a test starts (node --import): the server exits when its parent's end of stdin closes,
// so a killed test run leaves no server behind.
process.stdin.on('close', () => process.exit(0))
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
