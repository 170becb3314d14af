"""The demo data of `make run` and the tests (DESIGN.md §5): `manage.py seed_demo` fills an empty database.

Dependencies point one way: this app imports the others (their models, services and their own demo
modules: members/demo.py, staff/demo.py, …), and no other app imports it (demo/tests/test_dependencies.py).
"""
