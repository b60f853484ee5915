TemplateRenderBenchmark.run()
