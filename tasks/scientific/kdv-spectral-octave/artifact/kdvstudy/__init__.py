"""Python side of the KdV soliton-collision study."""
