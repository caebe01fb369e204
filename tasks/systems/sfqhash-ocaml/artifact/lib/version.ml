let version = "0.4.1"
