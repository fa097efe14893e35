import HaapiWeb

// The PostgreSQL store lands here (issue 30).
