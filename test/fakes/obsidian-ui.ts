// UI half of the Obsidian fake (Plugin, ItemView, Setting, Modal, Notice, …).
export {};
