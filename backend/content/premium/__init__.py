"""The premium area (SPEC §2.12 /fi-premium): videos and playlists for members with an active membership."""
