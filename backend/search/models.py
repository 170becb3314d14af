"""No models: search uses Wagtail's index. (The module lets the app receive post_migrate, see apps.py.)"""
