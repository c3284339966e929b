// The page script (a placeholder until the page lands).
