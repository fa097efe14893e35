import HaapiScreenKit

extension OnboardingScanViewController {
    /// Turns the light of ``qrCodeSource`` on when it is off and off when it is on (seed
    /// 002's flash button); the button then says what it does next. The light goes off by
    /// itself once a code is read.
    public func toggleFlash() {
        guard let source = qrCodeSource, source.hasTorch else { return }
        let wanted = !isFlashOn
        Task { @MainActor [weak self] in
            let on = await source.setTorch(on: wanted)
            guard let self else { return }
            self.isFlashOn = on
            self.flashButton.title = self.text(on ? .onboardingScanFlashOff : .onboardingScanFlashOn)
            self.contentDidChange()
        }
    }
}
