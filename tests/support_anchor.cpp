// Keeps each suite's support library non-empty when a suite has no support files.
