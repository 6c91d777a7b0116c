// Visual regression: key frames compared with recorded references.
