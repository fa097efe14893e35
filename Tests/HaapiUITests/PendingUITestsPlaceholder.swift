// The `ui` branch declares this test target; its tests are not committed there yet.
// This file keeps the package buildable on branch `terminal` until they are merged.
