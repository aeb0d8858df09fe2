module github.com/flashpoint-arena/flashpoint

go 1.26
